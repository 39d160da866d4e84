import { useSyncExternalStore } from 'react'
import { sessionStore } from './session-store'

export function useSessionUser() {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getUser, sessionStore.getUser)
}
