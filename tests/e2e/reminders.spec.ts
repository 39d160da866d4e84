/**
 * Reminders before cover ends, without a push server (decisions: 'Reminders before cover ends'): permission asked
 * only from "Turn on reminders", after the explanation; the service worker's check on a periodic sync (fired from
 * the DevTools protocol) and at the app's start, from fresh data when online; once per invoice and day; none after
 * a renewal; a tap on the notification opens the invoice; the calendar file when notifications are not allowed.
 *
 * The service worker's clock cannot be faked (page.clock is the page's only), so instead of moving the clock the
 * tests move INV-1003's cover end to a number of days from the real Lagos today (a test hook on the API).
 */
import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { axeViolations } from './axe'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'
import { firePeriodicSync, lagosDay, notifications, setCoverEnd } from './reminders-kit'

const toHome = `/login?r=${encodeURIComponent('/dashboard/home')}`

const soonCard = (page: Page) => page.getByRole('region', { name: 'Cover ending soon', exact: true })

async function turnOnFromHome(page: Page) {
  await soonCard(page).getByRole('button', { name: "Remind me before INV-1003's cover ends" }).click()
  const dialog = page.getByRole('dialog', { name: 'Reminders for INV-1003' })
  await expect(dialog.getByRole('checkbox', { name: '14 days before' })).toBeChecked()
  await expect(dialog.getByRole('checkbox', { name: '3 days before' })).toBeChecked()
  return dialog
}

test('a periodic sync shows "Cover for INV-1003 ends in 3 days" once, and tapping it opens the invoice', async ({ page, context }) => {
  // Sign-in, axe on the dialog, three checks and a reload: over the default 30 s on a busy machine.
  test.setTimeout(90_000)
  await context.grantPermissions(['notifications'])
  await logIn(page, 'owner@example.com', { to: toHome })
  await waitUntilControlled(page)

  const dialog = await turnOnFromHome(page)
  expect(await axeViolations(page)).toEqual([])
  await dialog.getByRole('button', { name: 'Turn on reminders' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(soonCard(page).getByRole('button', { name: 'Reminders on for INV-1003: change' })).toBeVisible()
  // 25 days left when turned on: nothing is due yet (the app's own check found nothing).
  await page.waitForTimeout(1000)
  expect(await notifications(page)).toEqual([])

  // Three days before the end (the API's data, which the worker reads fresh when online): the periodic sync reminds.
  await setCoverEnd(page, lagosDay(3))
  await firePeriodicSync(context, page)
  const expected = {
    title: 'Cover for INV-1003 ends in 3 days',
    body: expect.stringMatching(/^The last covered day is \d{1,2} [A-Z][a-z]+ \d{4}\. Renew or pay in time/),
    path: '/dashboard/invoices/INV-1003',
  }
  await expect.poll(() => notifications(page)).toEqual([expected])

  // The tap: Playwright cannot click a system notification, so the worker's notificationclick handler is given
  // a click event for the notification it shows (dispatched in the worker itself); the open app goes to the invoice.
  const [worker] = context.serviceWorkers()
  if (!worker) throw new Error('no service worker')
  await worker.evaluate(`(async () => {
    const [notification] = await self.registration.getNotifications()
    self.dispatchEvent(new NotificationEvent('notificationclick', { notification }))
  })()`)
  await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1003$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1003' })).toBeVisible()
  await expect.poll(() => notifications(page)).toEqual([])

  // Never twice for the same invoice and day: not on the next sync, nor at the app's next start.
  await firePeriodicSync(context, page)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1003' })).toBeVisible()
  await page.waitForTimeout(2000)
  expect(await notifications(page)).toEqual([])
})

test('a renewed invoice reminds of nothing, though the saved copy says it ends in 3 days', async ({ page, context }) => {
  test.setTimeout(60_000)
  await context.grantPermissions(['notifications'])
  await setCoverEnd(page, lagosDay(3))
  await logIn(page, 'owner@example.com', { to: toHome })
  await waitUntilControlled(page)
  await expect(soonCard(page).getByRole('listitem').filter({ hasText: 'INV-1003' })).toContainText('3 days left')
  await waitUntilPersisted(page, '["invoices","list"]')

  // Renewed meanwhile: the cover runs three months longer. The saved copy on the phone still says 3 days.
  await setCoverEnd(page, lagosDay(3 + 91))
  const dialog = await turnOnFromHome(page)
  await dialog.getByRole('button', { name: 'Turn on reminders' }).click()
  await expect(dialog).toHaveCount(0)
  await firePeriodicSync(context, page)
  await page.waitForTimeout(2000)
  expect(await notifications(page)).toEqual([])

  // The same check with the API still at 3 days does remind: the silence above was the renewal's.
  await setCoverEnd(page, lagosDay(3))
  await firePeriodicSync(context, page)
  await expect.poll(async () => (await notifications(page)).map((item) => item.title)).toEqual(['Cover for INV-1003 ends in 3 days'])

  // Logout deletes the settings and what was shown with the rest.
  await page.goto('/logout')
  await expect(page).toHaveURL(/\/login/)
  await expect
    .poll(() => page.evaluate(async () => (await indexedDB.databases()).map((db) => db.name).filter((name) => name === 'hmo-reminders')))
    .toEqual([])
})

test('permission only after the explanation and a tap; refused, the calendar file does the job', async ({ page }) => {
  // Counts the permission prompts and answers "Block", as a user would.
  await page.addInitScript(() => {
    Notification.requestPermission = () => {
      document.documentElement.dataset.permissionAsks = String(Number(document.documentElement.dataset.permissionAsks ?? '0') + 1)
      return Promise.resolve('denied')
    }
  })
  const asks = () => page.evaluate(() => document.documentElement.dataset.permissionAsks ?? '0')
  await logIn(page, 'owner@example.com', { to: `/login?r=${encodeURIComponent('/dashboard/invoices/INV-1003')}` })
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice INV-1003' })).toBeVisible()
  await page.waitForTimeout(1000)
  expect(await asks()).toBe('0')

  await page.getByRole('button', { name: "Remind me before INV-1003's cover ends" }).click()
  const dialog = page.getByRole('dialog', { name: 'Reminders for INV-1003' })
  await expect(dialog).toContainText('This phone can show a notification on the days you choose')
  expect(await asks()).toBe('0')
  await dialog.getByRole('checkbox', { name: '14 days before' }).uncheck()
  await dialog.getByRole('checkbox', { name: '3 days before' }).uncheck()
  await dialog.getByRole('checkbox', { name: '7 days before' }).check()
  await dialog.getByRole('checkbox', { name: '1 day before' }).check()
  await dialog.getByRole('button', { name: 'Turn on reminders' }).click()
  expect(await asks()).toBe('1')

  const refused = dialog.getByRole('alert')
  await expect(refused).toContainText('Notifications are blocked for this site')
  expect(await axeViolations(page)).toEqual([])
  const downloading = page.waitForEvent('download')
  await refused.getByRole('button', { name: "Add to calendar: the end of INV-1003's cover" }).click()
  const download = await downloading
  const ics = readFileSync(await download.path(), 'utf8').replace(/\r\n[ \t]/g, '')
  const values = (name: string) =>
    ics
      .split('\r\n')
      .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
      .map((line) => line.slice(line.indexOf(':') + 1))
  const headers = { Authorization: `Bearer ${await page.evaluate(() => /(?:^|; )rat=([^;]*)/.exec(document.cookie)?.[1] ?? '')}` }
  const invoice = await page.request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/INV-1003`, { headers })
  const { data } = v.parse(v.object({ data: v.object({ end_date: v.string() }) }), await invoice.json())
  expect(values('DTSTART')).toEqual([data.end_date.replace(/-/g, '')])
  expect(values('TRIGGER')).toEqual(['-P7D', '-P1D'])
  expect(values('DESCRIPTION').slice(1)).toEqual(['Cover for INV-1003 ends in 7 days', 'Cover for INV-1003 ends tomorrow'])
  expect(values('URL')).toEqual([new URL('/dashboard/invoices/INV-1003', page.url()).href])
  // Nothing was turned on.
  await dialog.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: "Remind me before INV-1003's cover ends" })).toBeVisible()
})
