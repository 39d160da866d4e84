import type { Locator, Page } from '@playwright/test'

/**
 * The enrollee page's extra benefits as a user sees them: cards on a phone,
 * a table where the section is wide enough (decisions: 'What a new user tripped on': never clipped).
 */
export function extraBenefitsList(page: Page): Locator {
  return page.getByRole('list', { name: 'Extra benefits' }).or(page.getByRole('table', { name: 'Extra benefits' }))
}

/** One extra benefit: its card, or its table row. */
export function extraBenefit(page: Page, name: RegExp): Locator {
  return page
    .getByRole('list', { name: 'Extra benefits' })
    .getByRole('listitem')
    .filter({ hasText: name })
    .or(page.getByRole('table', { name: 'Extra benefits' }).getByRole('row', { name }))
}

/** A card's value by its label (Payment frequency, Start date, End date, Status). */
export function benefitField(card: Locator, label: string): Locator {
  return card.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]')
}
