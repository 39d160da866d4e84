let markDrawn: () => void = () => undefined
const drawn = new Promise<void>((resolve) => (markDrawn = resolve))
let markSignedInDrawn: () => void = () => undefined
const signedInDrawn = new Promise<void>((resolve) => (markSignedInDrawn = resolve))

/** Called once by the root when the app's first screen has replaced the static shell of index.html. */
export function firstScreenDrawn() {
  markDrawn()
}

/**
 * Resolves once the app has drawn its first screen and the main thread is idle after it, or after
 * `timeoutMs` for each of the two at the latest (a start that fails before drawing still gets there):
 * for start-up work the first screen does not need (the outbox, the service worker), so it does not
 * lengthen the tasks that draw that screen (decisions: 'Speed'). Idle time alone came too early: the main thread is
 * also idle while the first screen waits for its code or for the device's cache, and an offline start
 * then ran that work in the middle of drawing it.
 */
export async function afterFirstScreen(timeoutMs: number): Promise<void> {
  await Promise.race([drawn, new Promise<void>((resolve) => setTimeout(resolve, timeoutMs))])
  await idle(timeoutMs)
}

/** Called once by bootstrap.ts when a screen has been drawn with someone signed in (at start, or after the sign-in). */
export function signedInScreenDrawn() {
  markSignedInDrawn()
}

/**
 * Resolves once a screen has been drawn with someone signed in and the main thread is idle after it; never
 * while nobody signs in. For what only signed-in screens use (the outbox, the toasts, the dialogs' code): after
 * a sign-in the first screen is long drawn, and the idle time while the enrollee list waits for its rows
 * would otherwise fetch them before its first row (decisions: 'Speed').
 */
export async function afterSignedInScreen(timeoutMs: number): Promise<void> {
  await signedInDrawn
  await idle(timeoutMs)
}

function idle(timeoutMs: number): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, Math.min(timeoutMs, 1000))
  })
}
