/**
 * What opening /dashboard/home adds of its own (decisions: 'Home'): the route's chunks (the router plugin
 * names a split route's JavaScript and CSS after its file, `assets/home-*.js|css`) and every chunk that only
 * they import, statically or on demand. Chunks the dashboard's other pages share (`shared`, `signed-in`,
 * `overlays`…) and the initial files are not its own: the size section's "with its other new chunks"
 * counts those too, which is reported beside it.
 */
import { gzipSync } from 'node:zlib'
import type { Sizes } from './reused.mjs'

export type HomeChunks = {
  /** The route's own files (JS and CSS) with their gzip size, largest first. */
  own: { file: string; gzip: number }[]
  ownGzip: number
  /** The size section's figure for the route's main chunk: everything it adds to the initial files. */
  withDepsGzip: number | null
}

const ROUTE_FILE = /^assets\/home-[\w-]+\.(?:js|css)$/
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(?\s*)["'`]\.\/([^"'`]+\.js)["'`]/g

export async function homeChunks(read: (path: string) => Promise<Buffer>, sizes: Sizes): Promise<HomeChunks> {
  const manifest = (await read('sw.js')).toString('utf8')
  const files = [...new Set([...manifest.matchAll(/"url":"(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1] ?? ''))]
  const bodies = new Map<string, Buffer>()
  for (const file of files) bodies.set(file, await read(file))

  /** Who imports each file (statically or with import()); chunks all sit in assets/. */
  const importers = new Map<string, Set<string>>()
  for (const [file, body] of bodies) {
    if (!file.endsWith('.js')) continue
    for (const match of body.toString('utf8').matchAll(IMPORT)) {
      const target = `assets/${match[1] ?? ''}`
      importers.set(target, (importers.get(target) ?? new Set()).add(file))
    }
  }

  const initial = new Set(sizes.initial.js.files.map((entry) => entry.file))
  const own = new Set(files.filter((file) => ROUTE_FILE.test(file)))
  if (![...own].some((file) => file.endsWith('.js'))) throw new Error('No assets/home-*.js in the precache: was the route renamed?')
  // A chunk is the route's own when every file that imports it is.
  for (let grew = true; grew;) {
    grew = false
    for (const [file, by] of importers) {
      if (own.has(file) || initial.has(file) || !bodies.has(file)) continue
      if ([...by].every((importer) => own.has(importer))) {
        own.add(file)
        grew = true
      }
    }
  }
  const listed = [...own].map((file) => ({ file, gzip: gzipSync(bodies.get(file) ?? Buffer.alloc(0)).length }))
  listed.sort((a, b) => b.gzip - a.gzip)
  const routeChunks = sizes.routeChunks.filter((chunk) => own.has(chunk.file)).map((chunk) => chunk.withDepsGzip)
  return {
    own: listed,
    ownGzip: listed.reduce((sum, entry) => sum + entry.gzip, 0),
    withDepsGzip: routeChunks.length ? Math.max(...routeChunks) : null,
  }
}
