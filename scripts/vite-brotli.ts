/**
 * Brotli for the hashed assets (decisions: 'Speed': phones on slow, costly data).
 * - build: writes `<file>.br` next to each script and stylesheet in `assets/`
 *   (quality 11, done once at build time: ~14 % smaller than gzip here).
 * - `vite preview` (npm start, e2e, bench): answers a request that accepts
 *   `br` with that file; anything else falls through to Vite's own on-the-fly gzip.
 * Static hosts: docs/deploy.md.
 */
import { createReadStream, existsSync, statSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import type { Plugin } from 'vite'

const compress = promisify(brotliCompress)

/** What is precompressed: the build's hashed scripts and stylesheets. */
export const PRECOMPRESSED = /^assets\/[^/]+\.(js|css)$/

export async function brotliOf(content: Buffer): Promise<Buffer> {
  return compress(content, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
  })
}

/** Whether a request's `Accept-Encoding` allows brotli (and does not refuse it with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [coding, ...params] = part.trim().split(';')
    const refused = params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param))
    return coding?.trim().toLowerCase() === 'br' && !refused
  })
}

export function brotliPlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'hmo:brotli',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async writeBundle(options, bundle) {
      const dir = options.dir ?? outDir
      const files = Object.keys(bundle).filter((name) => PRECOMPRESSED.test(name))
      await Promise.all(files.map(async (name) => writeFile(join(dir, `${name}.br`), await brotliOf(await readFile(join(dir, name))))))
    },
    configurePreviewServer(server) {
      server.middlewares.use((req, res, next) => {
        if ((req.method !== 'GET' && req.method !== 'HEAD') || !acceptsBrotli(req.headers['accept-encoding'])) return next()
        // The URL parser has already resolved any `..`, and the pattern allows one file name under assets/.
        const pathname = new URL(req.url ?? '/', 'http://preview.invalid').pathname.slice(1)
        const extension = PRECOMPRESSED.exec(pathname)?.[1]
        const file = join(outDir, pathname)
        if (!extension || !existsSync(`${file}.br`)) return next()
        // Cache-Control and the security headers were set by hmo:security-headers before this.
        res.setHeader('Content-Type', extension === 'css' ? 'text/css' : 'text/javascript')
        res.setHeader('Content-Encoding', 'br')
        const vary = res.getHeader('Vary')
        res.setHeader('Vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
        res.setHeader('Content-Length', statSync(`${file}.br`).size)
        if (req.method === 'HEAD') return res.end()
        createReadStream(`${file}.br`).pipe(res)
      })
    },
  }
}
