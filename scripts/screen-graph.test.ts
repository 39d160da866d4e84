import { describe, expect, it } from 'vitest'
import { parseRouteFilesBlock, routeMatches, screenFiles } from './screen-graph.mjs'
import { routeMatches as appRouteMatches } from '../src/lib/route-preload'

/** A small build: file → its static and dynamic imports. */
const GRAPH: Record<string, { static: string[]; dynamic: string[] }> = {
  'assets/app.js': {
    static: ['assets/runtime.js'],
    dynamic: ['assets/login.js', 'assets/list.js', 'assets/after-first-screen-1.js', 'assets/pdf.js'],
  },
  'assets/runtime.js': { static: [], dynamic: [] },
  'assets/login.js': { static: ['assets/shared.js', 'assets/forms.js'], dynamic: ['assets/forgot.js'] },
  'assets/shared.js': { static: ['assets/app.js'], dynamic: [] },
  'assets/forms.js': { static: ['assets/shared.js'], dynamic: [] },
  'assets/list.js': { static: ['assets/beyond-login.js'], dynamic: [] },
  'assets/beyond-login.js': { static: ['assets/shared.js'], dynamic: [] },
  'assets/after-first-screen-1.js': { static: ['assets/signed-in.js'], dynamic: [] },
  'assets/signed-in.js': { static: ['assets/beyond-login.js'], dynamic: [] },
}
const build = {
  initial: ['assets/boot.js', 'assets/app.js', 'assets/app.css'],
  routeFiles: [
    ['*', ['assets/app.js', 'assets/app.css']],
    ['login', ['assets/login.js', 'assets/shared.css']],
    ['dashboard/*', ['assets/dashboard.js']],
    ['dashboard/enrollees', ['assets/list.js', 'assets/list.css']],
    ['dashboard/enrollees/:', ['assets/detail.js']],
  ] satisfies [string, string[]][],
  imports: (path: string) => Promise.resolve(GRAPH[path] ?? { static: [], dynamic: [] }),
}
const afterFirstScreen = (file: string) => file.startsWith('assets/after-first-screen-')

describe('what a first visit downloads before a screen is usable', () => {
  it('is the start-up files, the opened route files and all they import statically, never a lazy chunk', async () => {
    expect(await screenFiles(build, ['/login'])).toEqual([
      'assets/boot.js',
      'assets/app.js',
      'assets/app.css',
      'assets/login.js',
      'assets/shared.css',
      'assets/runtime.js',
      'assets/shared.js',
      'assets/forms.js',
    ])
  })

  it('adds, for the next screen of the visit, its route files (its layouts too) and what the app loads after its first screen', async () => {
    const files = await screenFiles(build, ['/login', '/dashboard/enrollees'], afterFirstScreen)
    expect(files).toEqual(expect.arrayContaining(['assets/dashboard.js', 'assets/list.js', 'assets/list.css', 'assets/beyond-login.js']))
    expect(files.slice(-2)).toEqual(['assets/after-first-screen-1.js', 'assets/signed-in.js'])
    expect(files).not.toContain('assets/detail.js')
    expect(files).not.toContain('assets/pdf.js')
    expect(files).not.toContain('assets/forgot.js')
    expect(new Set(files).size).toBe(files.length)
  })
})

describe('the route-files block of index.html', () => {
  it('reads the patterns and makes the files relative to the site root', () => {
    const html =
      '<head><script type="application/json" id="route-files">{"*":["/assets/app.js"],"login":["/assets/login.js"]}</script></head>'
    expect(parseRouteFilesBlock(html)).toEqual([
      ['*', ['assets/app.js']],
      ['login', ['assets/login.js']],
    ])
  })

  it('fails on a build without one', () => {
    expect(() => parseRouteFilesBlock('<head></head>')).toThrow(/route-files/)
  })

  it('matches addresses exactly as the boot script does (src/lib/route-preload.ts)', () => {
    const cases: [string, string][] = [
      ['login', '/login'],
      ['login', '/login/more'],
      ['dashboard/*', '/dashboard/enrollees'],
      ['dashboard/*', '/dashboard'],
      ['dashboard/enrollees/:', '/dashboard/enrollees/12'],
      ['dashboard/enrollees/:', '/dashboard/enrollees'],
      ['*', '/anything/at/all'],
      ['', '/'],
    ]
    for (const [pattern, pathname] of cases)
      expect(routeMatches(pattern, pathname), `${pattern} ~ ${pathname}`).toBe(appRouteMatches(pattern, pathname))
  })
})
