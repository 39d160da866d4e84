/** What the app and the service worker say to each other about reminders (no DOM types: the worker imports it). */

/** The Periodic Background Sync tag the service worker answers with a check. */
export const REMINDER_SYNC_TAG = 'cover-reminders'
/** The app's message: check now (at each start of the signed-in app, and after a reminder is turned on). */
export const REMINDER_CHECK_MESSAGE = 'CHECK_REMINDERS'
/** The page a reminder opens: the invoice's page, which shows its renewal steps once the cover has ended. */
export const invoicePath = (ref: string) => `/dashboard/invoices/${encodeURIComponent(ref)}`
