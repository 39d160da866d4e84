import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { routeFiles, routePatternOf } from './vite-route-preload'

const ROUTES = '/app/src/routes'

/** Just the fields the plugin reads; the rest of an output chunk does not matter here. */
function chunk(fileName: string, name: string, moduleIds: string[], imports: string[] = [], css: string[] = [], isEntry = false) {
  const output: Pick<Rollup.OutputChunk, 'type' | 'fileName' | 'name' | 'moduleIds' | 'imports' | 'isEntry' | 'facadeModuleId'> & {
    viteMetadata: { importedCss: Set<string>; importedAssets: Set<string> }
  } = {
    type: 'chunk',
    fileName,
    name,
    moduleIds,
    imports,
    isEntry,
    facadeModuleId: isEntry ? (moduleIds[0] ?? null) : null,
    viteMetadata: { importedCss: new Set(css), importedAssets: new Set() },
  }
  return output
}

describe('route patterns from file routes', () => {
  it('drops pathless layouts and index, turns $name into a parameter and $ into the rest', () => {
    expect(routePatternOf('_authenticated/dashboard/enrollees/index.tsx', false)).toBe('dashboard/enrollees')
    expect(routePatternOf('_authenticated/dashboard/enrollees/$enrolleeId/complete-profile.tsx', false)).toBe(
      'dashboard/enrollees/:/complete-profile',
    )
    expect(routePatternOf('reset-password/$.tsx', false)).toBe('reset-password/*')
    expect(routePatternOf('login.tsx', false)).toBe('login')
    expect(routePatternOf('__root.tsx', true)).toBeNull()
  })

  it('a layout also matches what is below it', () => {
    expect(routePatternOf('_authenticated/dashboard.tsx', true)).toBe('dashboard/*')
  })
})

describe('the files each route needs', () => {
  it('lists the app first, then each route with its chunks, their imports and CSS, minus the app', () => {
    const chunks = [
      chunk('assets/boot.js', 'index', ['/app/index.html', '/app/src/boot.ts'], [], [], true),
      chunk('assets/main.js', 'main', ['/app/src/main.tsx'], ['assets/app.js'], [], true),
      chunk('assets/app.js', 'app', [`${ROUTES}/__root.tsx`, `${ROUTES}/_authenticated.tsx`], [], ['assets/app.css']),
      chunk('assets/shared.js', 'shared', ['/app/src/components/x.tsx'], ['assets/app.js'], ['assets/shared.css']),
      chunk('assets/dashboard.js', 'dashboard', [`${ROUTES}/_authenticated/dashboard.tsx?tsr-split=component`], ['assets/shared.js']),
      chunk(
        'assets/enrollees.js',
        'enrollees',
        [`${ROUTES}/_authenticated/dashboard/enrollees/index.tsx?tsr-split=component`],
        ['assets/shared.js', 'assets/app.js'],
        ['assets/enrollees.css'],
      ),
    ]
    const bundle: Rollup.OutputBundle = {}
    for (const output of chunks) Object.assign(bundle, { [output.fileName]: output })

    expect(routeFiles(bundle, ROUTES, '/')).toEqual([
      ['*', ['/assets/main.js', '/assets/app.js', '/assets/app.css']],
      ['dashboard/*', ['/assets/dashboard.js', '/assets/shared.js', '/assets/shared.css']],
      ['dashboard/enrollees', ['/assets/enrollees.js', '/assets/enrollees.css', '/assets/shared.js', '/assets/shared.css']],
    ])
  })
})
