/**
 * POST /v3/upload (profile pictures) and GET /uploads/{filename} to show them.
 * Only raster images whose bytes match their kind are kept: an SVG or a
 * disguised HTML file served from this origin could run script.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono } from 'hono'
import * as v from 'valibot'
import { uploadRequest, uploadResponse } from '../../src/lib/contract/catalogue'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send } from '../http/respond'
import { randomToken } from '../lib/random'

const SIGNATURES: { ext: string; mime: string; matches: (bytes: Uint8Array) => boolean }[] = [
  { ext: 'jpg', mime: 'image/jpeg', matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { ext: 'png', mime: 'image/png', matches: (b) => b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 },
  { ext: 'gif', mime: 'image/gif', matches: (b) => b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46 },
  {
    ext: 'webp',
    mime: 'image/webp',
    matches: (b) => new TextDecoder().decode(b.slice(0, 4)) === 'RIFF' && new TextDecoder().decode(b.slice(8, 12)) === 'WEBP',
  },
]
const FILENAME = /^[a-f0-9]{24}\.(jpg|png|gif|webp)$/
const uploadRow = v.object({ mime: v.string() })

export function uploadRoutes(ctx: AppContext) {
  const api = new Hono<AppEnv>()
  // Its size limit is applied before auth, with every other body's (http/body-limit.ts).
  api.post('/upload', async (c) => {
    const body = await parseBody(c, uploadRequest)
    const bytes = new Uint8Array(await body.file.arrayBuffer())
    const kind = SIGNATURES.find((signature) => signature.matches(bytes)) ?? fail(422, 'The file must be an image.')
    const filename = `${randomToken(12)}.${kind.ext}`
    await mkdir(ctx.uploadsDir, { recursive: true })
    await writeFile(join(ctx.uploadsDir, filename), bytes)
    ctx.db.run(
      'INSERT INTO uploads (filename, owner_id, mime, size, created_at) VALUES (?, ?, ?, ?, ?)',
      filename,
      c.get('user').id,
      kind.mime,
      bytes.length,
      ctx.now().toISOString(),
    )
    return send(c, uploadResponse, { status: 'success', message: 'File uploaded.', data: { filename } })
  })

  const files = new Hono<AppEnv>()
  files.get('/:filename', async (c) => {
    const filename = c.req.param('filename')
    const row = FILENAME.test(filename) ? ctx.db.get(uploadRow, 'SELECT mime FROM uploads WHERE filename = ?', filename) : undefined
    if (!row) return fail(404, 'File not found')
    const bytes = await readFile(join(ctx.uploadsDir, filename)).catch(() => fail(404, 'File not found'))
    return c.body(new Uint8Array(bytes), 200, {
      'Content-Type': row.mime,
      'Cache-Control': 'public, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    })
  })

  return { api, files }
}

/** Whether `filename` was uploaded by `ownerId` (the sign-up form's photo). */
export function isOwnUpload(ctx: AppContext, ownerId: number, filename: string): boolean {
  return ctx.db.get(uploadRow, 'SELECT mime FROM uploads WHERE filename = ? AND owner_id = ?', filename, ownerId) !== undefined
}
