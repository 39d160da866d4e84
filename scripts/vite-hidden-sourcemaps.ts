/**
 * Source maps are built (`build.sourcemap: 'hidden'`: no `sourceMappingURL`
 * comment in the bundles) but never deployed: after the build, the service
 * worker's included, every `.map` file moves from the output folder to a
 * sibling `<outDir>-sourcemaps/` (dist → dist-sourcemaps), for error
 * reporting tools to upload. Served publicly they gave anyone the app's whole
 * source (`vite-hidden-sourcemaps.test.ts`). The build then checks the output folder and fails
 * if a map or a map comment is left in it.
 */
import { existsSync } from 'node:fs'
import { mkdir, readdir, readFile, rename } from 'node:fs/promises'
import { dirname, join, relative, resolve } from 'node:path'
import type { Plugin } from 'vite'

const MAP_COMMENT = /[#@]\s*sourceMappingURL=/

async function filesUnder(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return []
  const entries = await readdir(dir, { recursive: true, withFileTypes: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

export function sourceMapsFolder(outDir: string): string {
  return `${outDir.replace(/[\\/]+$/, '')}-sourcemaps`
}

/** Moves every `.map` under `outDir` to the same relative place under `mapsDir`; answers how many. */
export async function moveSourceMaps(outDir: string, mapsDir: string): Promise<number> {
  const maps = (await filesUnder(outDir)).filter((file) => file.endsWith('.map'))
  for (const file of maps) {
    const target = join(mapsDir, relative(outDir, file))
    await mkdir(dirname(target), { recursive: true })
    await rename(file, target)
  }
  return maps.length
}

/** What would show the source to a visitor: map files, and scripts or styles that point to one. */
export async function servedSourceMaps(outDir: string): Promise<string[]> {
  const found: string[] = []
  for (const file of await filesUnder(outDir)) {
    if (file.endsWith('.map')) found.push(relative(outDir, file))
    else if (/\.(m?js|css)$/.test(file) && MAP_COMMENT.test(await readFile(file, 'utf8')))
      found.push(`${relative(outDir, file)} (sourceMappingURL)`)
  }
  return found
}

export function hiddenSourceMaps(): Plugin {
  let outDir = 'dist'
  return {
    name: 'hmo:hidden-sourcemaps',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    // After every other plugin's closeBundle: vite-plugin-pwa builds sw.js (and its map) there.
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const mapsDir = sourceMapsFolder(outDir)
        await moveSourceMaps(outDir, mapsDir)
        const left = await servedSourceMaps(outDir)
        if (left.length > 0) throw new Error(`Source maps would be served from ${outDir}: ${left.join(', ')}`)
      },
    },
  }
}
