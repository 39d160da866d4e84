/**
 * Decisions: 'Accessibility': axe (WCAG 2.0/2.1/2.2 A and AA) finds nothing on any screen, with
 * any modal open, in error states and offline. One test per screen state; the
 * states are listed in the *-cases.ts files next to this one (./cases.ts).
 */
import { test, expect } from '../fixtures'
import { axeViolations } from '../axe'
import { caseGroups } from './cases'

for (const [group, cases] of caseGroups) {
  test.describe(`axe: ${group}`, () => {
    for (const { name, open } of cases) {
      test(name, async ({ page, api, context, request }) => {
        await open({ page, api, context, request })
        expect(await axeViolations(page)).toEqual([])
      })
    }
  })
}
