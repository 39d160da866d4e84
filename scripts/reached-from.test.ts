import { describe, expect, it } from 'vitest'
import { reachedFrom, type ModuleGraph } from './reached-from.ts'

const BARREL = '/nm/@mantine/core/esm/index.mjs'
/** id → its static importers and (for the barrel and its users) its code. */
const MODULES: Record<string, { importers: string[]; code?: string }> = {
  '/app/src/routes/login.tsx?tsr-split=component': { importers: [] },
  '/app/src/features/auth/login-form.tsx': {
    importers: ['/app/src/routes/login.tsx?tsr-split=component'],
    code: 'import { PasswordInput as P } from "@mantine/core";',
  },
  '/app/src/features/enrollees/list.tsx': {
    importers: ['/app/src/routes/list.tsx?tsr-split=component'],
    code: 'import { AppShell } from "@mantine/core";',
  },
  '/app/src/routes/list.tsx?tsr-split=component': { importers: [] },
  [BARREL]: {
    importers: ['/app/src/features/auth/login-form.tsx', '/app/src/features/enrollees/list.tsx'],
    code: 'import { PasswordInput } from "./components/PasswordInput/PasswordInput.mjs";\nimport { AppShell } from "./components/AppShell/AppShell.mjs";\nexport { AppShell, PasswordInput };',
  },
  '/nm/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs': { importers: [BARREL] },
  '/nm/@mantine/core/esm/components/AppShell/AppShell.mjs': { importers: [BARREL] },
  '/nm/@mantine/core/esm/components/Input/Input.mjs': {
    importers: ['/nm/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs', BARREL],
  },
  '/app/src/lib/outbox/queue.ts': { importers: ['/app/src/features/enrollees/list.tsx'] },
}
const graph: ModuleGraph = { getModuleInfo: (id) => MODULES[id] ?? null }
const fromLogin = () =>
  reachedFrom((id) => id.split('?')[0]?.endsWith('/src/routes/login.tsx') ?? false, { '/@mantine/core/esm/index.mjs': '@mantine/core' })

describe('modules a screen imports statically', () => {
  it('follows static importers up to the screen route (split or not)', () => {
    const test = fromLogin()
    expect(test('/app/src/features/auth/login-form.tsx', graph)).toBe(true)
    expect(test('/app/src/lib/outbox/queue.ts', graph)).toBe(false)
  })

  it('goes through a package barrel only to the modules that import this one by name', () => {
    const test = fromLogin()
    expect(test('/nm/@mantine/core/esm/components/PasswordInput/PasswordInput.mjs', graph)).toBe(true)
    expect(test('/nm/@mantine/core/esm/components/AppShell/AppShell.mjs', graph)).toBe(false)
    // Reached through a component the screen uses, not through the barrel.
    expect(test('/nm/@mantine/core/esm/components/Input/Input.mjs', graph)).toBe(true)
  })

  it('treats a barrel as any module when it is not declared one (so it reaches every component)', () => {
    const test = reachedFrom((id) => id.includes('/src/routes/login.tsx'))
    expect(test('/nm/@mantine/core/esm/components/AppShell/AppShell.mjs', graph)).toBe(true)
  })

  it('answers for a whole build with work linear in its modules (each walk that found nothing is remembered)', () => {
    // A chain of 2,000 modules, none imported by the screen: asked from the top down, each walk used to
    // go to the end of the chain again (2 million lookups); now each module is looked up a few times.
    const size = 2000
    let lookups = 0
    const chain: ModuleGraph = {
      getModuleInfo: (id) => {
        lookups++
        const index = Number(id.slice(1))
        return { importers: index + 1 < size ? [`/${index + 1}`] : [] }
      },
    }
    const test = fromLogin()
    for (let index = 0; index < size; index++) expect(test(`/${index}`, chain)).toBe(false)
    expect(lookups).toBeLessThan(size * 3)
  })

  it('still finds a screen after an earlier walk from elsewhere found none', () => {
    const test = fromLogin()
    expect(test('/app/src/lib/outbox/queue.ts', graph)).toBe(false)
    expect(test('/app/src/features/enrollees/list.tsx', graph)).toBe(false)
    expect(test('/nm/@mantine/core/esm/components/Input/Input.mjs', graph)).toBe(true)
    expect(test('/app/src/features/auth/login-form.tsx', graph)).toBe(true)
  })
})
