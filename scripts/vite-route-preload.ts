/**
 * Writes into index.html, as a JSON data block, the files each route needs:
 * its split chunks and everything they import, JS and CSS (decisions: 'Speed'). The boot
 * script (src/lib/route-preload.ts) preloads those of the opened address, so
 * a page load fetches the route's code next to the app instead of after it.
 * A data block is not a script: the CSP's `script-src 'self'` is not involved.
 */
import { relative, sep } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { ROUTE_FILES_ELEMENT_ID, type RouteFiles } from '../src/lib/route-preload.ts'

/**
 * `_authenticated/dashboard/enrollees/$enrolleeId/index.tsx` → `dashboard/enrollees/:`: pathless
 * `_layout` folders and files drop out, `$name` is a parameter, `$` the rest of the address. A layout
 * (a file with routes in its folder) also matches the addresses below it: `dashboard/*`.
 */
export function routePatternOf(file: string, isLayout: boolean): string | null {
  const parts = file.replace(/\.tsx?$/, '').split('/')
  if (parts.at(-1) === '__root') return null
  const path = parts
    .filter((part) => part !== 'index' && !part.startsWith('_'))
    .map((part) => (part === '$' ? '*' : part.startsWith('$') ? ':' : part))
  if (isLayout && path.at(-1) !== '*') path.push('*')
  return path.join('/')
}

/** A chunk's file with all it imports statically, JS and CSS. */
function closureOf(start: Rollup.OutputChunk, byFile: ReadonlyMap<string, Rollup.OutputChunk>, seen = new Set<string>()): Set<string> {
  if (seen.has(start.fileName)) return seen
  seen.add(start.fileName)
  for (const css of start.viteMetadata?.importedCss ?? []) seen.add(css)
  for (const imported of start.imports) {
    const chunk = byFile.get(imported)
    if (chunk) closureOf(chunk, byFile, seen)
  }
  return seen
}

/**
 * The app's files, then for each route file the chunks holding its (split) modules, with all they
 * import, minus the app's.
 */
export function routeFiles(bundle: Rollup.OutputBundle, routesDir: string, base: string): RouteFiles {
  const chunks = Object.values(bundle).filter((output): output is Rollup.OutputChunk => output.type === 'chunk')
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  // The boot script is on the page already; the app it imports (main.tsx and all that imports) is
  // wanted on every address, first: an entry that matches everything.
  const boot = new Set<string>()
  for (const entry of chunks.filter((chunk) => chunk.isEntry && chunk.facadeModuleId?.endsWith('.html'))) closureOf(entry, byFile, boot)
  const initial = new Set(boot)
  for (const entry of chunks.filter((chunk) => chunk.isEntry)) closureOf(entry, byFile, initial)
  const app = [...initial].filter((name) => !boot.has(name)).map((name) => `${base}${name}`)
  const routes = new Map<string, Set<string>>()
  for (const chunk of chunks) {
    for (const id of chunk.moduleIds) {
      const fromRoutes = relative(routesDir, id.split('?')[0] ?? id)
      if (fromRoutes.startsWith('..') || !/\.tsx?$/.test(fromRoutes)) continue
      const key = fromRoutes.split(sep).join('/')
      routes.set(key, closureOf(chunk, byFile, routes.get(key)))
    }
  }
  const routeFileNames = [...routes.keys()]
  const isLayout = (file: string) => routeFileNames.some((other) => other.startsWith(`${file.replace(/\.tsx?$/, '')}/`))
  const list: RouteFiles = [['*', app]]
  for (const [file, files] of [...routes].sort(([a], [b]) => a.localeCompare(b))) {
    const pattern = routePatternOf(file, isLayout(file))
    const needed = [...files].filter((name) => !initial.has(name)).map((name) => `${base}${name}`)
    if (pattern !== null && needed.length > 0) list.push([pattern, needed])
  }
  return list
}

export function routePreloadPlugin(routesDir: string): Plugin {
  let base = '/'
  return {
    name: 'hmo:route-preload',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (!context.bundle) return html
        // `<` never appears in file names; escaped anyway, so nothing can close the block early.
        const json = JSON.stringify(Object.fromEntries(routeFiles(context.bundle, routesDir, base))).replace(/</g, '\\u003c')
        return {
          html,
          tags: [{ tag: 'script', attrs: { type: 'application/json', id: ROUTE_FILES_ELEMENT_ID }, children: json, injectTo: 'head' }],
        }
      },
    },
  }
}
