/**
 * The browser's side of the reminders: notification permission, Periodic Background Sync and the message that
 * asks the service worker to check now. Permission is only ever asked from a tap on "Turn on reminders"
 * (decisions: 'Reminders before cover ends').
 */
import { REMINDER_CHECK_MESSAGE, REMINDER_SYNC_TAG } from './reminder-messages'

/** Periodic Background Sync (installed Chromium only): not in TypeScript's DOM types yet. */
type PeriodicSyncManager = { register: (tag: string, options?: { minInterval?: number }) => Promise<void> }
declare global {
  interface ServiceWorkerRegistration {
    readonly periodicSync?: PeriodicSyncManager
  }
}

export type NotificationState = NotificationPermission | 'unsupported'

/** Without a service worker there is nobody to show a reminder while the app is closed. */
export function notificationState(): NotificationState {
  if (typeof Notification === 'undefined' || !('serviceWorker' in navigator)) return 'unsupported'
  return Notification.permission
}

export async function askNotificationPermission(): Promise<NotificationState> {
  if (notificationState() === 'unsupported') return 'unsupported'
  return Notification.requestPermission()
}

/** Twice a day at most; the browser decides when (and whether) it runs, by how much the app is used. */
const CHECK_INTERVAL_MS = 12 * 60 * 60 * 1000

/**
 * Registers the periodic check where the browser offers it, and asks the service worker to check now
 * (the fallback everywhere else: each start of the app). Never throws: reminders are a convenience.
 */
export async function scheduleReminderChecks() {
  if (notificationState() !== 'granted') return
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined)
  if (!registration) return
  await registration.periodicSync?.register(REMINDER_SYNC_TAG, { minInterval: CHECK_INTERVAL_MS }).catch(() => undefined)
  const worker = registration.active ?? navigator.serviceWorker.controller
  worker?.postMessage({ type: REMINDER_CHECK_MESSAGE })
}
