/**
 * Browsers look for a new service worker only on navigation, and an app kept
 * open for days (or resumed from the background on a phone) never navigates.
 * So ask every hour, when the app comes back into view, and when the network
 * returns; but never more than once a minute.
 */
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000
const UPDATE_CHECK_MIN_GAP_MS = 60 * 1000

/** The bits of `document` and `window` this listens to; tests hand in fakes. */
type Target = {
  addEventListener: (type: string, listener: () => void) => void
  removeEventListener: (type: string, listener: () => void) => void
}

type Options = {
  intervalMs?: number
  minGapMs?: number
  doc?: Target & { visibilityState: string }
  win?: Target
}

export function startUpdateChecks(check: () => Promise<unknown>, options: Options = {}) {
  const { intervalMs = UPDATE_CHECK_INTERVAL_MS, minGapMs = UPDATE_CHECK_MIN_GAP_MS, doc = document, win = window } = options
  let last = Date.now()
  const run = () => {
    last = Date.now()
    // Offline or server down: the next trigger tries again.
    check().catch(() => undefined)
  }
  const runIfDue = () => {
    if (doc.visibilityState === 'visible' && Date.now() - last >= minGapMs) run()
  }
  const timer = setInterval(run, intervalMs)
  doc.addEventListener('visibilitychange', runIfDue)
  win.addEventListener('online', runIfDue)
  return () => {
    clearInterval(timer)
    doc.removeEventListener('visibilitychange', runIfDue)
    win.removeEventListener('online', runIfDue)
  }
}
