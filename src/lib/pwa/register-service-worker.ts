import { Workbox } from 'workbox-window'

/** Registers the service worker in production builds; the update prompt comes with the offline issue. */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return null
  const workbox = new Workbox('/sw.js', { scope: '/' })
  void workbox.register()
  return workbox
}
