/**
 * Whether the app can reach the network, as one small store. The browser's
 * `navigator.onLine` only knows "no network at all"; a phone on a dead Wi-Fi
 * or a captive portal still says online. So a request that fails without an
 * answer (ApiError code 0) also counts as offline, until a request gets an
 * answer again or the browser reports that it is back online.
 */
import { useSyncExternalStore } from 'react'

type Listener = () => void

const listeners = new Set<Listener>()
/** A request failed with no answer while the browser still said online. */
let unreachable = false
let lastSnapshot = computeOnline()

function browserOnline() {
  return typeof navigator === 'undefined' || navigator.onLine
}

function computeOnline() {
  return browserOnline() && !unreachable
}

function update() {
  const next = computeOnline()
  if (next === lastSnapshot) return
  lastSnapshot = next
  for (const listener of listeners) listener()
}

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    // The connection is back: give requests a fresh chance instead of waiting for one to succeed.
    unreachable = false
    update()
  })
  window.addEventListener('offline', update)
}

/** A request got no answer at all (network error, code 0). */
export function reportRequestUnanswered() {
  unreachable = true
  update()
}

/** A request got an answer (any HTTP status): the network works. */
export function reportRequestAnswered() {
  unreachable = false
  update()
}

/** The current answer, outside React (e.g. a retry decision). */
export function isOnline(): boolean {
  update()
  return lastSnapshot
}

function subscribe(listener: Listener) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

function getSnapshot() {
  return lastSnapshot
}

/** True while the app can reach the network; re-renders when that changes. */
export function useOnlineStatus(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, () => true)
}
