/**
 * The app's handle on the reminders database (the service worker opens it only if it exists, sw/reminders.ts).
 * Logout seals it before the wipe, as it does the drafts, so a save still on its way cannot re-create it;
 * the next sign-in opens it again.
 */
import { closableStore } from '@/lib/idb/closable-store'
import { sessionStore } from '@/lib/session/session-store'
import { REMINDERS_DB, REMINDERS_STORE } from './reminder-records'

export { REMINDERS_DB }

export const remindersStore = closableStore(REMINDERS_DB, REMINDERS_STORE)

export function closeReminders() {
  remindersStore.seal()
}

// Nobody signed in (here, or in another tab: the storage event) means no reminder settings; a sign-in opens them.
sessionStore.subscribe(() => {
  if (sessionStore.getUser()) remindersStore.unseal()
  else remindersStore.seal()
})
