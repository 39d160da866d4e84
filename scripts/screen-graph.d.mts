/** Types of `screen-graph.mjs` (see there). */
export type RouteFiles = [pattern: string, files: string[]][]
export type BuildGraph = {
  initial: string[]
  routeFiles: RouteFiles
  imports: (path: string) => Promise<{ static: string[]; dynamic: string[] }>
}
export function parseRouteFilesBlock(html: string): RouteFiles
export function routeMatches(pattern: string, pathname: string): boolean
export function screenFiles(build: BuildGraph, pathnames: string[], deferred?: (file: string) => boolean): Promise<string[]>
