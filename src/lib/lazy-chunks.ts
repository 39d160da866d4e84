/**
 * Lazy chunks on a network that comes and goes (decisions: 'A shared phone and payments', "Lazy chunks on a first
 * visit that loses the signal"). Chromium 150 (156 no longer) keeps a module that failed to load as failed for
 * the rest of the page's life: the next `import()` of it fails at once, without a request. On a first visit the
 * service worker does not serve the page that installed it, so a chunk asked for while the signal is gone fails,
 * and would stay failed. Hence:
 * - start-up work does not ask for its chunk while the browser knows it is offline (loadWhenOnline);
 * - the action at a page's address (the logout) loads the page again once online (loadOrReloadWhenOnline);
 * - the error screen's "Try again" loads the page again after a chunk failure (isChunkLoadError).
 */

/** Chromium's and Firefox's words for a module that could not be fetched, Safari's, and Vite's for a chunk's CSS. */
const CHUNK_FAILURE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_FAILURE.test(error.message)
}

export type Network = {
  isOnline: () => boolean
  /** Whether the service worker serves this page, and so every chunk from its precache, network or not. */
  servedOffline: () => boolean
  nextOnline: () => Promise<void>
}

const browserNetwork: Network = {
  isOnline: () => navigator.onLine,
  servedOffline: () => 'serviceWorker' in navigator && Boolean(navigator.serviceWorker.controller),
  nextOnline: () => new Promise((resolve) => window.addEventListener('online', () => resolve(), { once: true })),
}

/**
 * `load()` for start-up work no screen waits for (the outbox with its job kinds, the logout's code), which must
 * not stay missing for the rest of the visit (decisions: 'Queued writes'): asked for only while the browser is
 * online or the service worker serves the page, and again each time the network comes back until it loads. A
 * module that failed in Chromium 150 stays failed (a network that dropped without the browser knowing): the work
 * then starts with the next page load.
 * Asking again under another address does not help here: the signed-in chunk and the toasts' chunk import each
 * other, and the toasts' one still names the failed address.
 */
export async function loadWhenOnline<T>(load: () => Promise<T>, network: Network = browserNetwork): Promise<T> {
  for (;;) {
    if (!network.isOnline() && !network.servedOffline()) await network.nextOnline()
    try {
      return await load()
    } catch {
      await network.nextOnline()
    }
  }
}

/**
 * `load()` for code the action at this page's address needs now (the logout's wipe at /logout). Offline, a
 * chunk not fetched yet fails; the action then waits for the network and the page loads again at the same
 * address, so it runs anew. Online, a failure is an error the screen shows with its "Try again".
 */
export async function loadOrReloadWhenOnline<T>(
  load: () => Promise<T>,
  network: Network = browserNetwork,
  reload: () => void = () => location.reload(),
): Promise<T> {
  try {
    return await load()
  } catch (error) {
    if (network.isOnline()) throw error
    await network.nextOnline()
    reload()
    return new Promise<T>(() => undefined)
  }
}
