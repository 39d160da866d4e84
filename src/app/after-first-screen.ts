/**
 * What the app starts once its first screen is drawn and the page is idle (decisions: 'Speed'), in one
 * chunk that no screen waits for: the service worker's registration (workbox-window), which a first
 * visit needs wherever it starts, /login too. scripts/check-size.mjs finds this chunk by its name
 * (after-first-screen) to count it in the signed-in list's downloads (it loads while /login waits for the user).
 */
import { registerServiceWorker } from '@/lib/pwa/register-service-worker'

export function startAfterFirstScreen() {
  registerServiceWorker()
}
