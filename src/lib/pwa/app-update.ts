/**
 * The "new version" state behind the update prompt. The page never reloads on
 * its own: a half-filled form stays until the user presses Reload. Then the
 * waiting service worker is told to take over, and the page reloads once it
 * controls the page (workbox-window's `controlling`).
 */

/** `available`: a new version waits for the user; `reloading`: the user asked for it. */
export type UpdateStatus = 'none' | 'available' | 'reloading'

/** The part of workbox-window's Workbox this needs. */
export type UpdateWorker = { messageSkipWaiting: () => void }

export type AppUpdate = ReturnType<typeof createAppUpdate>

type Options = {
  reload: () => void
  /** If the new worker never takes over (it failed, or another tab raced us), reload anyway: the user asked. */
  fallbackMs?: number
}

export function createAppUpdate({ reload, fallbackMs = 10_000 }: Options) {
  let status: UpdateStatus = 'none'
  let worker: UpdateWorker | null = null
  let announced: unknown = null
  // Another tab already switched to the new version: nothing waits, a reload is enough.
  let activeElsewhere = false
  let requested = false
  let reloaded = false
  const listeners = new Set<() => void>()
  const set = (next: UpdateStatus) => {
    if (next === status) return
    status = next
    for (const listener of listeners) listener()
  }
  const reloadOnce = () => {
    if (reloaded) return
    reloaded = true
    reload()
  }

  return {
    getSnapshot: () => status,
    subscribe: (listener: () => void) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    connect: (next: UpdateWorker) => {
      worker = next
    },
    /** A new service worker has installed and waits. `key` (the worker) drops repeated news of the same one. */
    waiting: (key: unknown) => {
      if (requested || (key !== undefined && key === announced)) return
      announced = key
      activeElsewhere = false
      set('available')
    },
    /** The page's service worker changed; `isUpdate` is false on the very first install. */
    controllerChanged: ({ isUpdate }: { isUpdate: boolean }) => {
      if (requested) reloadOnce()
      else if (isUpdate) {
        activeElsewhere = true
        set('available')
      }
    },
    /** "Later": hidden until a newer version arrives or the app is opened again. */
    dismiss: () => {
      if (!requested) set('none')
    },
    reloadToUpdate: () => {
      if (requested) return
      requested = true
      set('reloading')
      if (activeElsewhere || !worker) {
        reloadOnce()
        return
      }
      worker.messageSkipWaiting()
      setTimeout(reloadOnce, fallbackMs)
    },
  }
}

/** The app's one instance, wired to the service worker by register-service-worker.ts. */
export const appUpdate = createAppUpdate({ reload: () => window.location.reload() })
