/**
 * Which built files a first visit downloads before a screen is usable, computed from the build
 * (decisions: 'Speed'), for scripts/check-size.mjs; `npm run bench` measures the same sets in
 * Chromium (scripts/bench/downloads.ts) and the two must agree.
 *
 * A screen's files: the start-up files (index.html's script, everything it imports statically,
 * its modulepreloads and stylesheets, the app it imports: check-size's "initial" set), the files
 * the boot script preloads for the opened address (index.html's `route-files` block, written by
 * scripts/vite-route-preload.ts: each route's chunks, their static imports and their CSS), and the
 * static imports of all of those. A later screen of the same visit adds its own route files, and
 * what the app loads after its first screen (the chunks named in `deferred`).
 */

/** The `route-files` block of index.html as [pattern, files] pairs (files relative to the site root). */
export function parseRouteFilesBlock(html) {
  const block = /<script type="application\/json" id="route-files">([\s\S]*?)<\/script>/.exec(html)
  if (!block) throw new Error('index.html has no route-files block (scripts/vite-route-preload.ts)')
  return Object.entries(JSON.parse(block[1])).map(([pattern, files]) => [pattern, files.map((file) => file.replace(/^\//, ''))])
}

/** Same rule as src/lib/route-preload.ts `routeMatches` (screen-graph.test.ts holds them together). */
export function routeMatches(pattern, pathname) {
  const parts = pattern.split('/').filter(Boolean)
  const segments = pathname.split('/').filter(Boolean)
  for (const [index, part] of parts.entries()) {
    if (part === '*') return true
    const segment = segments[index]
    if (segment === undefined || (part !== ':' && part !== segment)) return false
  }
  return segments.length === parts.length
}

/**
 * The files of a visit that goes through `pathnames` in turn, each file once, in the order first met.
 * @param {object} build
 * @param {string[]} build.initial the start-up files, JS and CSS
 * @param {[string, string[]][]} build.routeFiles index.html's route-files block
 * @param {(path: string) => Promise<{ static: string[], dynamic: string[] }>} build.imports a JS file's relative imports
 * @param {string[]} pathnames the addresses opened, in order
 * @param {(file: string) => boolean} [deferred] which dynamic imports of the files met so far the app makes after its first screen
 */
export async function screenFiles(build, pathnames, deferred = () => false) {
  const seen = new Set()
  const queue = [...build.initial]
  for (const pathname of pathnames) {
    for (const [pattern, files] of build.routeFiles) if (routeMatches(pattern, pathname)) queue.push(...files)
  }
  const lazyAfterFirstScreen = new Set()
  const walk = async () => {
    while (queue.length) {
      const path = queue.shift()
      if (seen.has(path)) continue
      seen.add(path)
      if (!path.endsWith('.js')) continue
      const { static: imports, dynamic } = await build.imports(path)
      queue.push(...imports)
      for (const target of dynamic) if (deferred(target)) lazyAfterFirstScreen.add(target)
    }
  }
  await walk()
  // Deferred chunks join once every file of the screens is in, so the list reads start-up, screens, after.
  queue.push(...lazyAfterFirstScreen)
  await walk()
  return [...seen]
}
