/**
 * Fetching the opened page's code at once (decisions: 'Speed'). Without it a page load is
 * a waterfall: the boot script, then the app, which only after it has run
 * asks for the route's chunks, which then ask for the code they share. The
 * build writes into index.html which files the app and each route need
 * (scripts/vite-route-preload.ts); the boot script preloads those of the
 * address being opened, so they all download together.
 *
 * No imports, and small: this runs in the page's first, tiny script.
 */

/**
 * Address pattern → files. A pattern is the address's segments, `:` for a
 * parameter; `*` matches the rest (a splat route, or everything below a layout).
 */
export type RouteFiles = Array<[pattern: string, files: string[]]>

export const ROUTE_FILES_ELEMENT_ID = 'route-files'

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string')

/** The list index.html carries; anything unexpected reads as no list (the app then loads its chunks as usual). */
export function parseRouteFiles(text: string | null | undefined): RouteFiles {
  try {
    const value: unknown = JSON.parse(text ?? '')
    if (typeof value !== 'object' || value === null) return []
    return Object.entries(value).filter((entry): entry is [string, string[]] => isStringArray(entry[1]))
  } catch {
    return []
  }
}

export function routeMatches(pattern: string, pathname: string): boolean {
  const parts = pattern.split('/').filter(Boolean)
  const segments = pathname.split('/').filter(Boolean)
  for (const [index, part] of parts.entries()) {
    if (part === '*') return true
    const segment = segments[index]
    if (segment === undefined || (part !== ':' && part !== segment)) return false
  }
  return segments.length === parts.length
}

/** Every file the patterns matching `pathname` name, each once, in the list's order. */
export function filesFor(routes: RouteFiles, pathname: string): string[] {
  return [...new Set(routes.flatMap(([pattern, files]) => (routeMatches(pattern, pathname) ? files : [])))]
}

/** Asks the browser for the opened page's code and styles, without running anything. */
export function preloadRouteFiles(doc: Document = document, pathname: string = location.pathname) {
  for (const file of filesFor(parseRouteFiles(doc.getElementById(ROUTE_FILES_ELEMENT_ID)?.textContent), pathname)) {
    const link = doc.createElement('link')
    const css = file.endsWith('.css')
    link.rel = css ? 'preload' : 'modulepreload'
    if (css) link.setAttribute('as', 'style')
    // The request Vite's preload helper makes for the same file is a CORS one (`crossorigin`): a
    // preload in another mode is not reused, and the browser would download each stylesheet twice.
    link.crossOrigin = ''
    link.href = file
    doc.head.append(link)
  }
}
