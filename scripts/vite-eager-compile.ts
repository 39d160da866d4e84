import type { Plugin, Rollup } from 'vite'

/**
 * Marks chunks with Chrome's explicit compile hint (`//# allFunctionsCalledOnLoad`,
 * https://v8.dev/blog/explicit-compile-hints): V8 then compiles all of their functions
 * while the file streams in, off the main thread, instead of each one lazily on its
 * first call, which on a page load means in the middle of the first render (decisions: 'Speed').
 * Only for chunks whose code nearly all runs when a screen is drawn (the app's: React,
 * the router, the query client; the code the screens share); other browsers read it
 * as a comment.
 *
 * Added last (minification drops comments; Vite puts its preload list first), as the
 * file's first line; its source map gets an empty first line to match.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad'

export function withCompileHint(code: string): string {
  return code.startsWith(COMPILE_HINT) ? code : `${COMPILE_HINT}\n${code}`
}

/** The same map, one line down. */
export function shiftSourceMap(mapJson: string): string {
  const map: unknown = JSON.parse(mapJson)
  if (typeof map !== 'object' || map === null || !('mappings' in map) || typeof map.mappings !== 'string') return mapJson
  return JSON.stringify({ ...map, mappings: `;${map.mappings}` })
}

function hint(bundle: Rollup.OutputBundle, chunk: Rollup.OutputChunk) {
  if (chunk.code.startsWith(COMPILE_HINT)) return
  chunk.code = withCompileHint(chunk.code)
  // The build writes maps as assets of their own: that is the copy to move.
  const map = bundle[`${chunk.fileName}.map`]
  if (map?.type === 'asset' && typeof map.source === 'string') map.source = shiftSourceMap(map.source)
  else if (chunk.map) chunk.map.mappings = `;${chunk.map.mappings}`
}

export function eagerCompile(chunkNames: readonly string[]): Plugin {
  return {
    name: 'hmo:eager-compile',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const output of Object.values(bundle)) {
          if (output.type === 'chunk' && chunkNames.includes(output.name)) hint(bundle, output)
        }
      },
    },
  }
}
