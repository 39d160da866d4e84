/**
 * The signed-in user's reminder for one invoice, read from and saved to IndexedDB (reminders-db.ts). Every
 * reader on the page (the home card, the invoice page) hears a save, so they never disagree.
 */
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react'
import { lagosToday } from '@/lib/format/lagos-days'
import { useSessionUser } from '@/lib/session/use-session-user'
import { userStorageKey } from '@/lib/session/user'
import { readReminders, saveReminder } from './reminder-records'
import { remindersStore } from './reminders-db'
import type { InvoiceReminder } from './schedule'

let version = 0
const listeners = new Set<() => void>()
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const currentVersion = () => version

/** `undefined` while reading; `null` when off. */
export function useInvoiceReminder(ref: string) {
  const user = useSessionUser()
  const owner = user ? userStorageKey(user) : null
  const saved = useSyncExternalStore(subscribe, currentVersion, currentVersion)
  const [reminder, setReminder] = useState<InvoiceReminder | null | undefined>(undefined)

  useEffect(() => {
    if (!owner) return
    let live = true
    readReminders(remindersStore, owner)
      .then((list) => live && setReminder(list.find((item) => item.ref === ref) ?? null))
      .catch(() => live && setReminder(null))
    return () => {
      live = false
    }
  }, [owner, ref, saved])

  /** Sets the days (from today on) or, with `null`, turns the reminder off. */
  const save = useCallback(
    async (days: readonly number[] | null) => {
      if (!owner) return
      await saveReminder(remindersStore, owner, ref, days ? { days: [...days].sort((a, b) => b - a), since: lagosToday(new Date()) } : null)
      version += 1
      for (const listener of listeners) listener()
    },
    [owner, ref],
  )
  return { reminder, save }
}
