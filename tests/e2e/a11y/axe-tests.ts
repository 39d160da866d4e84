/**
 * Decisions: 'Accessibility': axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing on any screen, with
 * any modal open, in error states and offline. One test per screen state; the
 * states are listed in the *-cases.ts files next to this one (./cases.ts).
 *
 * The 100 states are checked by two spec files (axe-*.spec.ts), so `npm test`'s two
 * shards can share them (decisions: 'Speed').
 */
import { test, expect, withoutServiceWorker } from '../fixtures'
import { axeViolations } from '../axe'
import { caseGroups } from './cases'

/** Which spec file checks which groups of ./cases.ts (a group in neither would go unchecked: see below). */
const FILES = {
  screens: ['signed out', 'dashboard', 'enrollees', 'enrollee modals'],
  money: ['complete profile', 'invoices', 'purchase and payment'],
} as const satisfies Record<string, string[]>
const unchecked = caseGroups
  .map(([name]) => name)
  .filter((name) => !Object.values(FILES).some((groups: readonly string[]) => groups.includes(name)))
if (unchecked.length > 0) throw new Error(`Screen states no axe spec checks: ${unchecked.join(', ')}`)

/** Registers one test per screen state of the file's groups. */
export function axeTestsFor(file: keyof typeof FILES) {
  // Screens and their states, offline ones included (the network cut, not an offline start): the service worker
  // is not these files' subject (fixtures.ts).
  test.use(withoutServiceWorker)
  const groups: readonly string[] = FILES[file]
  for (const [group, cases] of caseGroups.filter(([name]) => groups.includes(name))) {
    test.describe(`axe: ${group}`, () => {
      for (const { name, open } of cases) {
        test(name, async ({ page, api, context, request }) => {
          await open({ page, api, context, request })
          expect(await axeViolations(page)).toEqual([])
        })
      }
    })
  }
}
