/** The reminders e2e's tools: a cover end moved on the API, the worker's notifications, a periodic sync fired. */
import type { BrowserContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { expect } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { lagosToday } from '../../src/lib/format/lagos-days'
import { REMINDER_SYNC_TAG } from '../../src/lib/reminders/reminder-messages'

/** The real Lagos today plus `days`, as `YYYY-MM-DD`. */
export function lagosDay(days: number) {
  const date = new Date(`${lagosToday(new Date())}T00:00:00Z`)
  date.setUTCDate(date.getUTCDate() + days)
  return date.toISOString().slice(0, 10)
}

/** Moves INV-1003's cover end on the API (a renewal moves it a period later). */
export async function setCoverEnd(page: Page, endDate: string) {
  const response = await page.request.patch(`${E2E_API_ORIGIN}/__test/records/invoice/INV-1003`, { data: { end_date: endDate } })
  expect(response.ok()).toBe(true)
}

const notificationList = v.array(v.object({ title: v.string(), body: v.string(), path: v.string() }))

/** The notifications the service worker shows now, read through its registration in the page. */
export async function notifications(page: Page) {
  const json = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready
    const shown = await registration.getNotifications()
    return JSON.stringify(
      shown.map((item) => ({
        title: item.title,
        body: item.body,
        path: JSON.stringify(item.data).replace(/^.*"path":"([^"]*)".*$/, '$1'),
      })),
    )
  })
  return v.parse(notificationList, JSON.parse(json))
}

/** Fires a periodic sync at the service worker as Chromium would (DevTools protocol), with the reminders' tag. */
export async function firePeriodicSync(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page)
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = []
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations))
  await cdp.send('ServiceWorker.enable')
  const origin = new URL(page.url()).origin
  await expect.poll(() => registrations.some((item) => !item.isDeleted && item.scopeURL === `${origin}/`)).toBe(true)
  const registration = registrations.find((item) => !item.isDeleted && item.scopeURL === `${origin}/`)
  if (!registration) throw new Error('no service worker registration')
  await cdp.send('ServiceWorker.dispatchPeriodicSyncEvent', { origin, registrationId: registration.registrationId, tag: REMINDER_SYNC_TAG })
  await cdp.detach()
}
