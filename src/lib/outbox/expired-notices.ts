/**
 * Changes deleted because they expired before they could be sent (decisions: 'A shared phone and payments'),
 * kept to tell their owner: in this page's memory only (and passed to the
 * other open tabs), never stored, since the point of deleting them was that
 * their personal data leaves the device. A reload forgets them.
 */
import { useSyncExternalStore } from 'react'
import type { OutboxJob } from './types'

/** What the notice needs: whose, what kind, when made, and the payload to describe it with. */
export type ExpiredChange = Pick<OutboxJob, 'id' | 'owner' | 'kind' | 'createdAt' | 'payload'>

const CHANNEL = 'hmo-outbox-expired'
let changes: readonly ExpiredChange[] = []
const listeners = new Set<() => void>()
const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL)

function set(next: readonly ExpiredChange[]) {
  changes = next
  for (const listener of listeners) listener()
}

function add(gone: readonly ExpiredChange[]) {
  const known = new Set(changes.map((change) => change.id))
  const fresh = gone.filter((change) => !known.has(change.id))
  if (fresh.length > 0) set([...changes, ...fresh])
}

if (channel) {
  channel.onmessage = (event: MessageEvent<unknown>) => {
    if (Array.isArray(event.data)) add(event.data.flatMap((item) => (isExpiredChange(item) ? [item] : [])))
  }
}

function isExpiredChange(item: unknown): item is ExpiredChange {
  return (
    typeof item === 'object' &&
    item !== null &&
    'id' in item &&
    typeof item.id === 'string' &&
    'owner' in item &&
    typeof item.owner === 'string' &&
    'kind' in item &&
    typeof item.kind === 'string' &&
    'createdAt' in item &&
    typeof item.createdAt === 'number'
  )
}

/** Records jobs the expiry deleted (blobs are not kept), here and in the other tabs. */
export function noteExpired(jobs: readonly OutboxJob[]) {
  const gone = jobs.map(({ id, owner, kind, createdAt, payload }) => ({ id, owner, kind, createdAt, payload }))
  add(gone)
  channel?.postMessage(gone)
}

/** The owner has been told: their notes go. */
export function dismissExpired(owner: string) {
  set(changes.filter((change) => change.owner !== owner))
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const read = () => changes

/** Every expired change noted in this page (the caller picks its owner's). */
export function useExpiredChanges(): readonly ExpiredChange[] {
  return useSyncExternalStore(subscribe, read, read)
}
