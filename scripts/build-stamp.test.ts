import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildHash, readBuildInputs, rebuildReason } from './build-stamp.mjs'

const main = { path: 'src/main.tsx', content: 'render()' }
const files = [main, { path: 'index.html', content: '<html>' }]
const env = { VITE_API_BASE_URL: 'http://localhost:8787/v3', VITE_ROLE_HOST_USER: 'http://localhost:4173' }

describe('npm start rebuilds only when something changed (build-stamp)', () => {
  it('skips the build when the files and the build env are those of the last build', () => {
    const currentHash = buildHash(files, env)
    expect(rebuildReason({ hasBuild: true, storedHash: buildHash([...files].reverse(), { ...env }), currentHash })).toBeNull()
  })

  it('rebuilds when a file changes, is added or removed', () => {
    const storedHash = buildHash(files, env)
    expect(
      rebuildReason({ hasBuild: true, storedHash, currentHash: buildHash([main, { path: 'index.html', content: '<html lang>' }], env) }),
    ).toBe('files or settings changed since the last build')
    expect(rebuildReason({ hasBuild: true, storedHash, currentHash: buildHash([main], env) })).not.toBeNull()
    expect(
      rebuildReason({ hasBuild: true, storedHash, currentHash: buildHash([...files, { path: 'public/a.png', content: 'x' }], env) }),
    ).not.toBeNull()
  })

  it('rebuilds when the build env changes (another API_PORT or PORT)', () => {
    const storedHash = buildHash(files, env)
    expect(
      rebuildReason({
        hasBuild: true,
        storedHash,
        currentHash: buildHash(files, { ...env, VITE_API_BASE_URL: 'http://localhost:9900/v3' }),
      }),
    ).not.toBeNull()
  })

  it('builds when there is no build or no record of it', () => {
    const currentHash = buildHash(files, env)
    expect(rebuildReason({ hasBuild: false, storedHash: currentHash, currentHash })).toBe('no build yet')
    expect(rebuildReason({ hasBuild: true, storedHash: undefined, currentHash })).not.toBeNull()
  })

  describe('reading the inputs', () => {
    let root = ''
    afterEach(() => rmSync(root, { recursive: true, force: true }))

    it('sees a change in a nested source file, and ignores missing inputs and what the build itself regenerates', () => {
      root = mkdtempSync(join(tmpdir(), 'build-stamp-'))
      mkdirSync(join(root, 'src/lib'), { recursive: true })
      mkdirSync(join(root, 'locales/en-NG'), { recursive: true })
      writeFileSync(join(root, 'src/lib/a.ts'), 'one')
      writeFileSync(join(root, 'index.html'), '<html>')
      writeFileSync(join(root, 'locales/en-NG/messages.po'), 'msgid ""')
      const before = buildHash(readBuildInputs(root), env)
      // A fresh clone has no compiled catalog before its first build; the build writes it.
      writeFileSync(join(root, 'locales/en-NG/messages.ts'), 'export const messages = {}')
      writeFileSync(join(root, 'src/routeTree.gen.ts'), '// generated')
      expect(buildHash(readBuildInputs(root), env)).toBe(before)
      expect(
        readBuildInputs(root)
          .map((file) => file.path)
          .sort(),
      ).toEqual(['index.html', 'locales/en-NG/messages.po', 'src/lib/a.ts'])
      writeFileSync(join(root, 'src/lib/a.ts'), 'two')
      expect(buildHash(readBuildInputs(root), env)).not.toBe(before)
    })
  })
})
