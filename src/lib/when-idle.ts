/**
 * Resolves once the main thread is idle, or after `timeoutMs` at the latest:
 * for start-up work the first screen does not need (the outbox, the service
 * worker), so it does not lengthen the tasks that draw that screen (issue 7).
 */
export function whenIdle(timeoutMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs })
    else setTimeout(resolve, Math.min(timeoutMs, 1000))
  })
}
