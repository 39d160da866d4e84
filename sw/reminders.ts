/// <reference lib="webworker" />
/**
 * Cover reminders without a push server (decisions: 'Reminders before cover ends'): a check on each periodic
 * sync (installed Chromium) and whenever the app asks (its start, a reminder turned on), run by
 * src/lib/reminders/check-reminders.ts; a tap on a notification opens the invoice's page.
 */
import { i18n } from '@lingui/core'
import * as v from 'valibot'
import { config } from '@/config/env'
import { LOCALE } from '@/config/constants'
import { invoiceListResponse } from '@/lib/contract/billing'
import { existingStore } from '@/lib/idb/existing-store'
import { CACHE_DB, CACHE_STORE } from '@/lib/persistence/cache-db'
import { cachedInvoices } from '@/lib/reminders/cached-invoices'
import { checkReminders, type FreshInvoices } from '@/lib/reminders/check-reminders'
import { REMINDERS_DB, REMINDERS_STORE } from '@/lib/reminders/reminder-records'
import { invoicePath, REMINDER_CHECK_MESSAGE, REMINDER_SYNC_TAG } from '@/lib/reminders/reminder-messages'
import { reminderBody, reminderTitle } from '@/lib/reminders/reminder-text'
import type { DueReminder } from '@/lib/reminders/schedule'
import { TOKEN_COOKIE } from '@/lib/session/cookie-names'

declare let self: ServiceWorkerGlobalScope

// The build compiles each message into the worker; the empty catalog makes Lingui use them (en-NG only).
i18n.loadAndActivate({ locale: LOCALE, messages: {} })

const FETCH_TIMEOUT_MS = 15_000

/** The session's token from its cookie; undefined where a service worker cannot read cookies. */
async function sessionToken(): Promise<string | null | undefined> {
  if (!('cookieStore' in self)) return undefined
  const cookie = await self.cookieStore.get(TOKEN_COOKIE).catch(() => null)
  return cookie?.value ? decodeURIComponent(cookie.value) : null
}

/** The invoice list as the API has it now, parsed with the contract, as the app's own client does. */
async function freshInvoices(token: string): Promise<FreshInvoices> {
  try {
    const response = await fetch(`${config.apiBaseUrl}/accounts/invoices`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      credentials: 'include',
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    })
    if (response.status === 401) return 'signed-out'
    if (!response.ok) return 'offline'
    const body = v.safeParse(invoiceListResponse, await response.json())
    return body.success ? { invoices: body.output.data } : 'offline'
  } catch {
    return 'offline'
  }
}

async function show(due: DueReminder) {
  await self.registration.showNotification(reminderTitle(due.ref, due.daysLeft), {
    body: reminderBody(due.endDate),
    // One notification per invoice: a later reminder replaces the earlier one.
    tag: `cover-${due.ref}`,
    icon: '/icons/icon-192.png',
    data: { path: invoicePath(due.ref) },
  })
}

/** Checks run one after another, so a periodic sync and the app's message never show the same reminder twice. */
let running: Promise<unknown> = Promise.resolve()
function check(): Promise<unknown> {
  running = running.then(async () => {
    if (Notification.permission !== 'granted') return 0
    return checkReminders({
      store: existingStore(REMINDERS_DB, REMINDERS_STORE),
      token: sessionToken,
      fresh: freshInvoices,
      cached: (owner) => cachedInvoices(existingStore(CACHE_DB, CACHE_STORE), owner).catch(() => []),
      show,
      now: () => new Date(),
    }).catch(() => 0)
  })
  return running
}

const periodicSyncEvent = v.object({ tag: v.string() })
self.addEventListener('periodicsync', (event) => {
  const sync = v.safeParse(periodicSyncEvent, event)
  if (sync.success && sync.output.tag === REMINDER_SYNC_TAG && event instanceof ExtendableEvent) event.waitUntil(check())
})

const checkMessage = v.object({ type: v.literal(REMINDER_CHECK_MESSAGE) })
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  if (v.is(checkMessage, event.data)) event.waitUntil(check())
})

/** Only the app's own invoice pages: a notification's data never sends the user anywhere else. */
const notificationData = v.object({ path: v.pipe(v.string(), v.regex(/^\/dashboard\/invoices\/[^/?#]+$/)) })

async function openInvoicePage(path: string) {
  const url = new URL(path, self.location.origin).href
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true })
  const client = windows.find((candidate) => new URL(candidate.url).origin === self.location.origin)
  if (client) {
    // An open app goes to the page (navigate needs it to be controlled) and comes to the front.
    const navigated = await client.navigate(url).catch(() => null)
    if (navigated) {
      await navigated.focus().catch(() => undefined)
      return
    }
  }
  await self.clients.openWindow(url)
}

self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close()
  const data = v.safeParse(notificationData, event.notification.data)
  if (data.success) event.waitUntil(openInvoicePage(data.output.path))
})
