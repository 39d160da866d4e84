import { useEffect } from 'react'
import { afterFirstScreen } from '@/lib/when-idle'
import { scheduleReminderChecks } from './notifications'

/**
 * At each start of the signed-in app: a reminder check by the service worker (where periodic sync never
 * runs, this is when reminders come) and the periodic sync registered again (the browser may have dropped
 * it). Nothing happens without the permission the user gave in Remind me; nothing is ever asked here.
 * After the first screen, so it never slows it down (decisions: 'Speed').
 */
export function useReminderChecks() {
  useEffect(() => {
    void afterFirstScreen(3000).then(scheduleReminderChecks)
  }, [])
}
