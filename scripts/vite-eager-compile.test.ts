import { describe, expect, it } from 'vitest'
import type { Rollup } from 'vite'
import { COMPILE_HINT, eagerCompile, shiftSourceMap, withCompileHint } from './vite-eager-compile'

describe("Chrome's compile hint on the start-up chunks", () => {
  it('is the first line, once', () => {
    expect(withCompileHint('const a=1;')).toBe(`${COMPILE_HINT}\nconst a=1;`)
    expect(withCompileHint(withCompileHint('const a=1;'))).toBe(`${COMPILE_HINT}\nconst a=1;`)
  })

  it('moves the source map one line down, leaving the rest of it alone', () => {
    const map = JSON.stringify({ version: 3, sources: ['a.ts'], mappings: 'AAAA;AACA' })
    expect(JSON.parse(shiftSourceMap(map))).toEqual({ version: 3, sources: ['a.ts'], mappings: ';AAAA;AACA' })
  })

  it('marks only the chunks it is given, and their map assets', () => {
    const plugin = eagerCompile(['app'])
    const hook = plugin.generateBundle
    const handler = typeof hook === 'object' ? hook.handler : hook
    const app = { type: 'chunk', name: 'app', fileName: 'assets/app.js', code: 'let a;', map: null }
    const login = { type: 'chunk', name: 'login', fileName: 'assets/login.js', code: 'let b;', map: null }
    const appMap = { type: 'asset', fileName: 'assets/app.js.map', source: JSON.stringify({ mappings: 'AAAA' }) }
    const bundle: Rollup.OutputBundle = {}
    Object.assign(bundle, { [app.fileName]: app, [login.fileName]: login, [appMap.fileName]: appMap })
    expect(typeof handler).toBe('function')
    if (typeof handler === 'function') Reflect.apply(handler, {}, [{}, bundle, false])
    expect(app.code).toBe(`${COMPILE_HINT}\nlet a;`)
    expect(login.code).toBe('let b;')
    expect(JSON.parse(appMap.source)).toEqual({ mappings: ';AAAA' })
  })
})
