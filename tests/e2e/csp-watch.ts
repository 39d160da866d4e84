import type { BrowserContext, ConsoleMessage, Worker } from '@playwright/test'

declare global {
  interface Window {
    /** Bound by `watchContentSecurityPolicy`: hands a violation to the test runner. */
    __reportCspViolation?: (text: string) => Promise<void>
  }
}

/** Chromium's console line for a blocked load, script or connection (pages and workers alike). */
const CSP_CONSOLE_TEXT = /Content Security Policy/i

/**
 * Collects every Content-Security-Policy violation in `context` (decisions: 'Security': zero
 * across the suite). Two sources, so nothing slips through: each document's
 * `securitypolicyviolation` events, reported through a binding that survives
 * navigations and reloads, and Chromium's console lines about the policy,
 * which also come from service workers, where no init script runs.
 */
export async function watchContentSecurityPolicy(context: BrowserContext): Promise<string[]> {
  const violations: string[] = []
  const fromConsole = (where: string) => (message: ConsoleMessage) => {
    if (CSP_CONSOLE_TEXT.test(message.text())) violations.push(`${where} console: ${message.text()}`)
  }
  context.on('console', fromConsole('page'))
  const watchWorker = (worker: Worker) => worker.on('console', fromConsole(`service worker ${worker.url()}`))
  context.serviceWorkers().forEach(watchWorker)
  context.on('serviceworker', watchWorker)

  await context.exposeBinding('__reportCspViolation', ({ page }, text: string) => {
    violations.push(`${page.url()}: ${text}`)
  })
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        void window.__reportCspViolation?.(
          `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber}) — ${event.sample}`,
        )
      },
      true,
    )
  })
  return violations
}
