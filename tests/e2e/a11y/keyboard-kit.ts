/** Keyboard-only helpers: Tab to a control, check its focus ring, check a dialog keeps focus. */
import type { Locator, Page } from '@playwright/test'
import { expect } from '../fixtures'

/**
 * The focus indicator of the focused element: a 2px outline of its own, or
 * one drawn for it by the box around it (an input inside a drawn field, at most
 * two levels up), by its label (a visually hidden radio of a segmented
 * control) or by the drawn control after it (a switch's track). Null when there is none.
 */
export function focusRing(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const focused = document.activeElement
    if (!focused) return null
    const candidates: Element[] = [focused]
    if (focused.parentElement) candidates.push(focused.parentElement)
    if (focused.parentElement?.parentElement) candidates.push(focused.parentElement.parentElement)
    if (focused instanceof HTMLInputElement) candidates.push(...Array.from(focused.labels ?? []))
    // A switch's hidden input is drawn by the track after it.
    if (focused.nextElementSibling?.getAttribute('aria-hidden') === 'true') candidates.push(focused.nextElementSibling)
    for (const element of candidates) {
      const style = getComputedStyle(element)
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) {
        return `${element.tagName.toLowerCase()}: ${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`
      }
    }
    return null
  })
}

export async function expectVisibleFocus(page: Page, target: Locator) {
  await expect(target).toBeFocused()
  expect(await focusRing(page), 'a 2px focus outline on the focused control').not.toBeNull()
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, at most `max` times,
 * then checks the focus is visible. Fails if the target is not in the tab order.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false } = {}) {
  await expect(target).toBeVisible()
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) break
  }
  await expectVisibleFocus(page, target)
}

/** Where focus is, described: the dialog's name when inside `dialog`, else the focused element's start tag. */
const focusPlace = (dialog: Locator) =>
  dialog.evaluate((element) =>
    element.contains(document.activeElement) ? 'inside' : (document.activeElement?.outerHTML.slice(0, 120) ?? 'nothing'),
  )

/** Tabs forwards and backwards past the dialog's last and first controls: focus never leaves it. */
export async function expectFocusTrapped(page: Page, dialog: Locator, presses = 12) {
  await expect.poll(() => focusPlace(dialog), { message: 'focus moves into the dialog' }).toBe('inside')
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i++) {
      await page.keyboard.press(key)
      expect(await focusPlace(dialog), `focus stays in the dialog after ${i + 1} × ${key}`).toBe('inside')
    }
  }
}
