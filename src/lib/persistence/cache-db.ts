/**
 * Where the query cache is kept, shared by the app and the service worker
 * (which removes expired copies on its start); free of DOM types for it.
 */
export const CACHE_DB = 'hmo-dashboard'
export const CACHE_STORE = 'query-cache'

/** The key of a user's saved cache (owner = userStorageKey). */
export function cacheKey(owner: string): string {
  return `cache:${owner}`
}
