import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { moveSourceMaps, servedSourceMaps, sourceMapsFolder } from './vite-hidden-sourcemaps'

function fakeBuild() {
  const root = mkdtempSync(join(tmpdir(), 'maps-'))
  const outDir = join(root, 'dist')
  mkdirSync(join(outDir, 'assets'), { recursive: true })
  writeFileSync(join(outDir, 'assets', 'app-1.js'), 'console.log(1)\n')
  writeFileSync(join(outDir, 'assets', 'app-1.js.map'), '{}')
  writeFileSync(join(outDir, 'sw.js'), 'self.x=1\n')
  writeFileSync(join(outDir, 'sw.js.map'), '{}')
  return { outDir, mapsDir: sourceMapsFolder(outDir) }
}

describe('hidden source maps: built for error reporting, never deployed', () => {
  it('finds map files and map comments in a build folder', async () => {
    const { outDir } = fakeBuild()
    writeFileSync(join(outDir, 'assets', 'linked.js'), 'x()\n//# sourceMappingURL=linked.js.map\n')
    expect((await servedSourceMaps(outDir)).sort()).toEqual(['assets/app-1.js.map', 'assets/linked.js (sourceMappingURL)', 'sw.js.map'])
  })

  it('moves every map to the sibling folder, keeping its path, and leaves nothing to serve', async () => {
    const { outDir, mapsDir } = fakeBuild()
    expect(mapsDir).toBe(`${outDir}-sourcemaps`)
    expect(await moveSourceMaps(outDir, mapsDir)).toBe(2)
    expect(await servedSourceMaps(outDir)).toEqual([])
    expect((await servedSourceMaps(mapsDir)).sort()).toEqual(['assets/app-1.js.map', 'sw.js.map'])
  })
})
