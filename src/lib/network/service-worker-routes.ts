/**
 * Which requests the service worker (sw/sw.ts) answers itself. Pure and free
 * of DOM types, so the worker compiles it and vitest can check it.
 */

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * Navigations that must reach the network instead of the app shell: the local
 * API's test hooks, and the API's own path when it is served from the app's
 * origin (an API on its own origin, as in development and e2e, never passes
 * through this worker's navigation route).
 */
export function navigationDenylist(apiBaseUrl: string, appOrigin: string): RegExp[] {
  const deny = [/^\/__/]
  const api = new URL(apiBaseUrl)
  const apiPath = api.pathname.replace(/\/+$/, '')
  // An API at the origin's root cannot be told apart from app routes; nothing more to deny then.
  if (api.origin === appOrigin && apiPath !== '') deny.push(new RegExp(`^${escapeRegExp(apiPath)}(?:[/?]|$)`))
  return deny
}

/**
 * Pictures worth keeping offline: images from the app itself or from the API's
 * origin (enrollee photos are `<api origin>/uploads/<file>`). Images of any
 * other site are left alone.
 */
export function isCacheablePicture(destination: string, url: URL, appOrigin: string, apiBaseUrl: string): boolean {
  if (destination !== 'image') return false
  return url.origin === appOrigin || url.origin === new URL(apiBaseUrl).origin
}
