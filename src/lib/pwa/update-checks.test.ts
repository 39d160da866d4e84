import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { startUpdateChecks } from './update-checks'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

class FakeDocument extends EventTarget {
  visibilityState: 'visible' | 'hidden' = 'visible'
}

/** A server with a deployed version, and a page that has seen some version of it. */
function fakeServer() {
  const server = { deployed: 'v1', online: true, checks: 0 }
  const page = { known: 'v1' }
  const doc = new FakeDocument()
  const win = new EventTarget()
  // What registration.update() does: fetch sw.js and notice a different one.
  const check = () => {
    if (!server.online) return Promise.reject(new TypeError('Failed to update a ServiceWorker: network error'))
    server.checks += 1
    page.known = server.deployed
    return Promise.resolve()
  }
  const setVisibility = (visibility: 'visible' | 'hidden') => {
    doc.visibilityState = visibility
    doc.dispatchEvent(new Event('visibilitychange'))
  }
  return { server, page, doc, win, check, setVisibility }
}

let stop: () => void = () => undefined
beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  stop()
  vi.useRealTimers()
})

describe('update checks', () => {
  it('finds a new version within an hour in a tab that stays open', () => {
    const { server, page, doc, win, check } = fakeServer()
    stop = startUpdateChecks(check, { doc, win })
    server.deployed = 'v2'
    vi.advanceTimersByTime(HOUR - 1)
    expect(page.known).toBe('v1')
    vi.advanceTimersByTime(1)
    expect(page.known).toBe('v2')
  })

  it('checks when the app comes back into view, at most once a minute', () => {
    const { server, page, doc, win, check, setVisibility } = fakeServer()
    stop = startUpdateChecks(check, { doc, win })
    server.deployed = 'v2'
    vi.advanceTimersByTime(2 * MINUTE)
    setVisibility('hidden')
    expect(page.known).toBe('v1')
    setVisibility('visible')
    expect(page.known).toBe('v2')
    setVisibility('hidden')
    setVisibility('visible')
    expect(server.checks).toBe(1)
  })

  it('checks when the connection returns, and a failed check offline does no harm', async () => {
    const { server, page, doc, win, check } = fakeServer()
    stop = startUpdateChecks(check, { doc, win })
    server.online = false
    server.deployed = 'v2'
    vi.advanceTimersByTime(HOUR)
    await vi.runOnlyPendingTimersAsync()
    expect(page.known).toBe('v1')
    vi.advanceTimersByTime(2 * MINUTE)
    server.online = true
    win.dispatchEvent(new Event('online'))
    expect(page.known).toBe('v2')
  })

  it('stops checking when stopped', () => {
    const { server, page, doc, win, check } = fakeServer()
    startUpdateChecks(check, { doc, win })()
    server.deployed = 'v2'
    vi.advanceTimersByTime(3 * HOUR)
    expect(page.known).toBe('v1')
  })
})
