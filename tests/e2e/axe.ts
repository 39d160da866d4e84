import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** The WCAG levels the app is held to (decisions: 'Accessibility'): 2.0, 2.1 and 2.2, A and AA. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * Waits until every finite animation and transition has ended (modal fade-ins, drawer slides), so axe
 * sees final colours and positions, not a half-transparent frame. Endless ones (loaders) are ignored.
 */
async function settle(page: Page) {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

/** One line per failing element: rule, impact, the element and what axe says to fix. */
/** axe-core's result type, taken from @axe-core/playwright so the package it comes with need not be listed. */
type Result = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number]

function describe(violations: Result[]): string[] {
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')} — ${node.failureSummary?.replace(/\s+/g, ' ') ?? violation.help}`,
    ),
  )
}

/** Runs axe on the whole page with the WCAG 2.2 AA tags; returns the violations as readable lines. */
export async function axeViolations(page: Page): Promise<string[]> {
  await settle(page)
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze()
  return describe(results.violations)
}
