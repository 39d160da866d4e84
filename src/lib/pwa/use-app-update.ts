import { useSyncExternalStore } from 'react'
import { appUpdate, type AppUpdate } from './app-update'

/** Whether a new version waits for the user, kept current. */
export function useAppUpdate(update: AppUpdate = appUpdate) {
  return useSyncExternalStore(update.subscribe, update.getSnapshot, update.getSnapshot)
}
