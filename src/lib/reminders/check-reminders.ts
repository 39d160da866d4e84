/**
 * One reminder check, as the service worker runs it (on a periodic sync, and when the app asks at its start):
 * for each user with reminders on this device, the freshest invoices it can get, what is due today, shown once.
 * The browser's parts come in as arguments, so the rules around the schedule are unit-tested with
 * fake-indexeddb (check-reminders.test.ts). Free of DOM types, for the service worker.
 */
import { keys, type UseStore } from 'idb-keyval'
import { lagosToday } from '@/lib/format/lagos-days'
import { ownerOfSettingsKey, readReminders, readShown, rememberShown } from './reminder-records'
import { dueReminders, type CoverOf, type DueReminder } from './schedule'

/** What the API said: the invoices, or why there are none. */
export type FreshInvoices = { invoices: readonly CoverOf[] } | 'offline' | 'signed-out'

export type CheckDeps = {
  /** The reminders database, never created by the check (src/lib/idb/existing-store.ts). */
  store: UseStore
  /** The session's access token (the `rat` cookie); null once signed out; undefined when the browser cannot tell. */
  token: () => Promise<string | null | undefined>
  fresh: (token: string) => Promise<FreshInvoices>
  cached: (owner: string) => Promise<readonly CoverOf[]>
  show: (due: DueReminder) => Promise<void>
  now: () => Date
}

async function ownersWithSettings(store: UseStore): Promise<string[]> {
  const stored = await keys(store).catch(() => [])
  return stored.flatMap((key) => ownerOfSettingsKey(key) ?? [])
}

/** Answers how many notifications it showed. */
export async function checkReminders(deps: CheckDeps): Promise<number> {
  const owners = await ownersWithSettings(deps.store)
  if (owners.length === 0) return 0
  const token = await deps.token()
  // Signed out: no reminder speaks for a session that is over (a logout also deletes the settings).
  if (token === null) return 0
  // Online, the API has the last word: a cover renewed since the cache was saved reminds of nothing.
  const fresh = token ? await deps.fresh(token) : 'offline'
  if (fresh === 'signed-out') return 0
  let shownCount = 0
  for (const owner of owners) {
    const reminders = await readReminders(deps.store, owner)
    if (reminders.length === 0) continue
    // One session per device: the fresh list is the signed-in user's, whose settings these are.
    const invoices = fresh === 'offline' ? await deps.cached(owner) : fresh.invoices
    const today = lagosToday(deps.now())
    const due = dueReminders({ invoices, reminders, shown: await readShown(deps.store, owner), today })
    for (const reminder of due) {
      await deps.show(reminder)
      await rememberShown(deps.store, owner, reminder.shownKeys, today)
      shownCount += 1
    }
  }
  return shownCount
}
