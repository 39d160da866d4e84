import { useSyncExternalStore } from 'react'
import { startInstallPromptCapture, type InstallPrompt } from './install-prompt'

/** What the install button and help page can offer on this device, kept current. */
export function useInstallPrompt(store: InstallPrompt = startInstallPromptCapture()) {
  const kind = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot)
  return { kind, install: store.install }
}
