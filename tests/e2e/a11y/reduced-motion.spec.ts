/**
 * WCAG 2.3.3: a phone set to reduce motion gets dialogs without their fade
 * and slide (the theme's `respectReducedMotion`); focus still goes in and comes back.
 */
import type { Page } from '@playwright/test'
import { test, expect, logIn, withoutServiceWorker } from '../fixtures'
import { OWNER } from './kit'

// Online screens: the service worker is not this file's subject (fixtures.ts).
test.use(withoutServiceWorker)

/**
 * Clicks `name` and answers how opaque the dialog was when it entered the page (the product of its and
 * its ancestors' opacity, read before the browser draws): 1 without a fade-in, 0 at the start of one.
 */
async function opacityOnEntry(page: Page, name: string): Promise<number> {
  const entered = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const read = (element: Element | null): number =>
          element ? Number(getComputedStyle(element).opacity) * read(element.parentElement) : 1
        const observer = new MutationObserver(() => {
          const dialog = document.querySelector('[role="dialog"]')
          if (!dialog) return
          observer.disconnect()
          resolve(read(dialog))
        })
        observer.observe(document.body, { childList: true, subtree: true })
      }),
  )
  await page.getByRole('button', { name }).click()
  return entered
}

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' })

  test('a dialog opens at once, closes with Escape and gives focus back', async ({ page }) => {
    await logIn(page, OWNER)
    expect(await opacityOnEntry(page, 'Assign plan')).toBe(1)
    const dialog = page.getByRole('dialog', { name: 'Choose an invoice' })
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(page.getByRole('button', { name: 'Assign plan' })).toBeFocused()
  })
})

test('without the setting, the same dialog fades in', async ({ page }) => {
  await logIn(page, OWNER)
  expect(await opacityOnEntry(page, 'Assign plan')).toBeLessThan(1)
})
