/**
 * Decisions: 'Tabs on a shared phone', in two tabs of one context: what a screen says of
 * a waiting edit is true (retried while online, "back online" only offline,
 * "Details updated" once a retry lands), and a page opened while an edit
 * waits never paints the old value first.
 */
import type { Page } from '@playwright/test'
import { expect, logIn, test } from './fixtures'
import { appliedEdits, goOffline, OWNER, pendingBadge, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'

declare global {
  interface Window {
    /** Every text the watched parts of the page have had since it started (see `recordTexts`). */
    __seenTexts?: string[]
  }
}

/**
 * Runs in the page before its own scripts: every DOM change records the
 * headings, dialogs, header status and (optionally) the whole body's text,
 * so a state shown for a single frame is caught too.
 */
function recordTexts(withBody: boolean) {
  const seen: string[] = []
  window.__seenTexts = seen
  const note = (text: string | null | undefined) => {
    if (text && seen.at(-1) !== text && !seen.includes(text)) seen.push(text)
  }
  new MutationObserver(() => {
    for (const element of document.querySelectorAll('h1, [role="dialog"], header [role="status"]')) note(element.textContent)
    if (withBody) note(document.body.textContent)
  }).observe(document, { subtree: true, childList: true, characterData: true })
}

const seenTexts = (page: Page) => page.evaluate(() => window.__seenTexts ?? [])

test('answers lost while online: the form and the other tab say it is retried, then "Details updated"; never "back online"', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(60_000)
  await context.addInitScript(recordTexts, false)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  const second = await context.newPage()
  await second.goto('/dashboard/enrollees/1002')
  await expect(second.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()

  // Online all along: the server's record cannot be read twice, then the edit is applied but its answer lost (503).
  await api.fault({ method: 'GET', path: '/v3/enrollees/1002', status: 503, times: 2 })
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, phase: 'after', times: 3 })
  await page.bringToFront()
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const form = page.getByRole('dialog', { name: 'Edit details' })
  await form.getByLabel('First name').fill('Truthful')
  await form.getByRole('button', { name: 'Save changes' }).click()

  // The retry lands: the same message turns into the spec's success, without reopening anything.
  const updated = page.getByRole('dialog', { name: 'Details updated' })
  await expect(updated).toContainText('Details successfully Updated!', { timeout: 30_000 })
  await updated.getByRole('button', { name: 'Okay' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Truthful Bakare' })).toBeVisible()
  // The other tab's page updates too, and its header has nothing left to say.
  await expect(second.getByRole('heading', { level: 1, name: 'Truthful Bakare' })).toBeVisible()
  await expect(syncIndicator(second)).toHaveCount(0)
  expect(await appliedEdits(request, 1002)).toHaveLength(1)

  const first = await seenTexts(page)
  const other = await seenTexts(second)
  // While it retried, both tabs said so; neither ever spoke of coming back online (the phone never left).
  expect(first.some((text) => text.includes('it will retry automatically'))).toBe(true)
  expect(other).toContain('Retrying 1 change')
  expect([...first, ...other].filter((text) => /back online/.test(text))).toEqual([])
})

test('offline, the form says the edit goes when back online; a page opened in another tab shows the edit from its first paint', async ({
  page,
  context,
  api,
}) => {
  test.setTimeout(60_000)
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1002')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Tunde Bakare' })).toBeVisible()
  await waitUntilControlled(page)

  await goOffline(context, api)
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const form = page.getByRole('dialog', { name: 'Edit details' })
  await form.getByLabel('First name').fill('Waiting')
  await form.getByRole('button', { name: 'Save changes' }).click()
  const saved = page.getByRole('dialog', { name: 'Saved on this device' })
  // Decisions: 'What a new user tripped on': the body does not repeat the dialog's title.
  await expect(saved.getByRole('status')).toHaveText('It will be sent when you are back online.')
  await saved.getByRole('button', { name: 'Okay' }).click()
  await expect(syncIndicator(page)).toHaveText('1 change waiting')

  // Back online, but every PATCH still fails (goOffline's 503s): the edit keeps waiting, and is retried.
  await context.setOffline(false)
  await expect(syncIndicator(page)).toHaveText('Retrying 1 change', { timeout: 20_000 })

  const second = await context.newPage()
  await second.addInitScript(recordTexts, true)
  for (const path of ['/dashboard/enrollees/1002', '/dashboard/enrollees']) {
    await second.goto(path)
    if (path.endsWith('1002')) {
      await expect(second.getByRole('heading', { level: 1, name: 'Waiting Bakare' })).toBeVisible()
      await expect(pendingBadge(second)).toBeVisible()
    } else await expect(second.getByRole('link', { name: 'Waiting Bakare' })).toBeVisible()
    // From the first painted screen on, the pre-edit name never showed.
    const seen = await seenTexts(second)
    expect(seen.length).toBeGreaterThan(0)
    expect(
      seen.some((text) => text.includes('Tunde Bakare')),
      `the pre-edit name showed on ${path}`,
    ).toBe(false)
  }
})
