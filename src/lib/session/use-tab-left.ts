import { useSyncExternalStore } from 'react'
import { sessionStore } from './session-store'

/** Why this tab left its screens (another tab signed someone else in, or logged out), or null. */
export function useTabLeft() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.tabLeft, sessionStore.tabLeft)
}
