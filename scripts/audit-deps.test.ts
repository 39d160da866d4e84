import { describe, expect, it } from 'vitest'
import { classifyShipped, packageOf, runtimeImports, shippedPackages } from './audit-deps.mjs'

/** A lock file where Workbox's runtime is only a devDependency (it is bundled into sw.js all the same). */
const lock = {
  packages: {
    '': { name: 'app' },
    'node_modules/react': { version: '19.0.0' },
    'node_modules/workbox-core': { version: '7.4.1' },
    'node_modules/workbox-precaching': {
      version: '7.4.1',
      dev: true,
      dependencies: { 'workbox-core': '7.4.1', 'workbox-routing': '7.4.1' },
    },
    'node_modules/workbox-routing': { version: '7.4.1', dev: true, dependencies: { 'workbox-core': '7.4.1' } },
    'node_modules/workbox-build': { version: '7.4.1', dev: true, dependencies: { lodash: '4' } },
    'node_modules/lodash': { version: '4.17.0', dev: true },
    'node_modules/vitest': { version: '5.0.0', dev: true },
    'node_modules/some/node_modules/nested': { version: '1.0.0' },
  },
}
const report = (vulnerabilities: Record<string, { severity: string }>) => ({ vulnerabilities, metadata: { vulnerabilities: {} } })

describe('audit-deps: what ships is audited wherever it is declared (decisions: "Security")', () => {
  it('reads the packages a file imports at run time, not its type-only imports', () => {
    const source = [
      "import { precacheAndRoute } from 'workbox-precaching'",
      "import type { RouteHandler } from 'workbox-core/types'",
      "import { registerRoute } from 'workbox-routing/registerRoute'",
      "import { env } from '@/config/env'",
      "import { thing } from './pictures'",
      "const lazy = () => import('@mantine/dates')",
      "export { x } from '@tanstack/react-query'",
      "export type { Y } from 'vitest'",
    ].join('\n')
    expect([...runtimeImports(source)].sort()).toEqual(['@mantine/dates', '@tanstack/react-query', 'workbox-precaching', 'workbox-routing'])
    expect([packageOf('@a/b/c'), packageOf('virtual:pwa-register'), packageOf('react-dom/client')]).toEqual(['@a/b', null, 'react-dom'])
  })

  it('ships the production tree plus the imported devDependencies with what they depend on, not the build tools', () => {
    const shipped = shippedPackages(lock, new Set(['workbox-precaching']))
    expect([...shipped].sort()).toEqual(['nested', 'react', 'workbox-core', 'workbox-precaching', 'workbox-routing'])
  })

  it('fails on a high advisory in the bundled Workbox runtime, which --omit=dev skipped, and ignores build tools', () => {
    const shipped = shippedPackages(lock, new Set(['workbox-precaching']))
    expect(classifyShipped(report({ 'workbox-routing': { severity: 'high' }, lodash: { severity: 'critical' } }), shipped)).toEqual({
      verdict: 'findings',
      detail: 'high 1',
      packages: ['workbox-routing (high)'],
    })
    expect(classifyShipped(report({ lodash: { severity: 'critical' }, react: { severity: 'moderate' } }), shipped)).toEqual({
      verdict: 'clean',
      detail: 'moderate 1',
      packages: [],
    })
  })

  it('has no verdict when the audit endpoint gave no report', () => {
    expect(classifyShipped({ message: '405 Method Not Allowed' }, new Set()).verdict).toBe('unavailable')
  })
})
