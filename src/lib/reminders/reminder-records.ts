/**
 * The reminders' IndexedDB records, shared by the app (settings) and the service worker (what was shown):
 * one database, `hmo-reminders`, keyed by owner like every other per-user store, the owner also inside each
 * record and checked on read. Logout deletes it with the rest. Every read is parsed: a record from an older
 * version or another user is ignored. Free of DOM types, for the service worker.
 */
import { get, set, update, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import type { InvoiceReminder } from './schedule'
import { liveShownKeys } from './schedule'

export const REMINDERS_DB = 'hmo-reminders'
export const REMINDERS_STORE = 'reminders'

const isoDay = v.pipe(v.string(), v.isoDate())
const invoiceReminder = v.object({
  ref: v.string(),
  days: v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(366))),
  since: isoDay,
})
const settingsRecord = v.object({ owner: v.string(), reminders: v.array(invoiceReminder) })
const shownRecord = v.object({ owner: v.string(), keys: v.array(v.string()) })

const settingsKey = (owner: string) => `settings:${owner}`
const shownKey = (owner: string) => `shown:${owner}`
/** The owner whose settings a key holds (the service worker lists them). */
export const ownerOfSettingsKey = (key: IDBValidKey) => (typeof key === 'string' && key.startsWith('settings:') ? key.slice(9) : null)

function ownedReminders(value: unknown, owner: string): InvoiceReminder[] {
  const parsed = v.safeParse(settingsRecord, value)
  return parsed.success && parsed.output.owner === owner ? parsed.output.reminders : []
}

export async function readReminders(store: UseStore, owner: string): Promise<InvoiceReminder[]> {
  return ownedReminders(await get(settingsKey(owner), store), owner)
}

/** One invoice's reminder set (its days) or removed (`null`), in one transaction with the read. */
export async function saveReminder(store: UseStore, owner: string, ref: string, reminder: Omit<InvoiceReminder, 'ref'> | null) {
  await update(
    settingsKey(owner),
    (stored: unknown) => {
      const others = ownedReminders(stored, owner).filter((item) => item.ref !== ref)
      return { owner, reminders: reminder ? [...others, { ref, ...reminder }] : others }
    },
    store,
  )
}

export async function readShown(store: UseStore, owner: string): Promise<Set<string>> {
  const parsed = v.safeParse(shownRecord, await get(shownKey(owner), store))
  return new Set(parsed.success && parsed.output.owner === owner ? parsed.output.keys : [])
}

/** Remembers shown reminders, forgetting those of covers already over so the record stays small. */
export async function rememberShown(store: UseStore, owner: string, keys: readonly string[], today: string) {
  const shown = await readShown(store, owner)
  await set(shownKey(owner), { owner, keys: liveShownKeys([...shown, ...keys], today) }, store)
}
