/**
 * What the app starts once its first screen is drawn and the page is idle (decisions: 'Speed'), in one
 * chunk that no screen waits for: the service worker's registration (workbox-window), the outbox with
 * its job kinds (and the signed-in code they bring), and the toasts' container. /login needs none of
 * them before it is usable; scripts/check-size.mjs finds this chunk by its name (after-first-screen)
 * to count it in the signed-in list's downloads.
 */
import type { QueryClient } from '@tanstack/react-query'
import { registerServiceWorker } from '@/lib/pwa/register-service-worker'
import { setUpOutbox } from './outbox-handlers'

export { Notifications } from '@mantine/notifications'

export function startAfterFirstScreen(queryClient: QueryClient, onAuthRequired: () => void) {
  setUpOutbox(queryClient, onAuthRequired)
  registerServiceWorker()
}
