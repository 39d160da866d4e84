/** Reflow and target-size checks (WCAG 1.4.10 and 2.5.8) run in the page. */
import type { Page } from '@playwright/test'

/** Two frames after a resize: layout, and whatever the screen redraws for its new width, are done. */
export async function afterLayout(page: Page) {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
}

/** How far the page scrolls sideways, in CSS pixels (0 when it fits). */
export function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

/**
 * Buttons and links in the main content (and any open dialog) smaller than
 * 24×24 CSS px, described. As WCAG 2.5.8 allows, a link inside a sentence is
 * left out, and so is a small target with room around it: a 24 px circle on
 * its centre touches no other target nor another small target's circle.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const MIN = 24
    const scopes = [...document.querySelectorAll('main, [role="dialog"]')]
    const targets = scopes
      .flatMap((scope) => [...scope.querySelectorAll<HTMLElement>('button, a[href], [role="button"], [role="link"]')])
      .filter((element) => {
        const rect = element.getBoundingClientRect()
        const style = getComputedStyle(element)
        const hidden = element.closest('[aria-hidden="true"], [inert]') !== null
        return rect.width > 1 && rect.height > 1 && style.visibility !== 'hidden' && !hidden
      })

    /** A link that is one run of words inside a sentence (its block holds other text). */
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false
      const block = element.parentElement
      const own = element.textContent.trim()
      return block !== null && block.textContent.trim().length > own.length
    }
    const centre = (rect: DOMRect) => ({ x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 })
    const distanceToRect = (point: { x: number; y: number }, rect: DOMRect) => {
      const dx = Math.max(rect.left - point.x, 0, point.x - rect.right)
      const dy = Math.max(rect.top - point.y, 0, point.y - rect.bottom)
      return Math.hypot(dx, dy)
    }

    const isSmall = (rect: DOMRect) => rect.width < MIN - 0.5 || rect.height < MIN - 0.5
    const small = targets.filter((element) => isSmall(element.getBoundingClientRect()) && !inSentence(element))
    return small
      .filter((element) => {
        const own = element.getBoundingClientRect()
        const point = centre(own)
        return targets.some((other) => {
          if (other === element || other.contains(element) || element.contains(other)) return false
          const rect = other.getBoundingClientRect()
          if (distanceToRect(point, rect) < MIN / 2) return true
          return isSmall(rect) && Math.hypot(centre(rect).x - point.x, centre(rect).y - point.y) < MIN
        })
      })
      .map((element) => {
        const rect = element.getBoundingClientRect()
        const name = (element.getAttribute('aria-label') ?? element.textContent).trim().slice(0, 40)
        return `${element.tagName.toLowerCase()} "${name}" ${Math.round(rect.width)}×${Math.round(rect.height)}`
      })
  })
}
