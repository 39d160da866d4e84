/**
 * The outbox's own IndexedDB database. It is separate from the persisted
 * query cache on purpose: that cache is thrown away whole when its max age or
 * the app version (buster) changes, and queued writes must survive both.
 *
 * Blobs are kept as bytes plus type, which every browser (and the test
 * bench's fake IndexedDB) stores faithfully, and become Blobs again on read.
 */
import * as v from 'valibot'
import type { OutboxJob } from './types'

import { OUTBOX_DB_NAME } from './db-name'
import { createJobCache } from './job-cache'

export { OUTBOX_DB_NAME }
const STORE = 'jobs'
const VERSION = 1

type StoredBlob = { type: string; bytes: ArrayBuffer }
type StoredJob = Omit<OutboxJob, 'blobs'> & { blobs?: Record<string, StoredBlob> }

/** By tag, not instanceof: a clone may come from another realm (a worker, the test bench). */
const arrayBuffer = v.custom<ArrayBuffer>((input) => Object.prototype.toString.call(input) === '[object ArrayBuffer]')

/** Rows are read back through a schema: IndexedDB hands out untyped values. */
const storedJob = v.object({
  id: v.string(),
  owner: v.string(),
  kind: v.string(),
  group: v.string(),
  lane: v.optional(v.string()),
  coalesceKey: v.optional(v.string()),
  payload: v.unknown(),
  blobs: v.optional(v.record(v.string(), v.object({ type: v.string(), bytes: arrayBuffer }))),
  createdAt: v.number(),
  expiresAt: v.optional(v.number()),
  attempts: v.number(),
  nextAttemptAt: v.number(),
  status: v.picklist(['queued', 'syncing', 'failed', 'blocked', 'conflict']),
  error: v.optional(v.object({ code: v.number(), message: v.string() })),
  conflict: v.optional(v.array(v.object({ field: v.string(), mine: v.nullable(v.string()), server: v.nullable(v.string()) }))),
}) satisfies v.GenericSchema<unknown, StoredJob>

/** A row this version cannot read is left in place (never deleted), but not used. */
function readRow(row: unknown): StoredJob | undefined {
  const parsed = v.safeParse(storedJob, row)
  return parsed.success ? parsed.output : undefined
}

function readRows(rows: unknown): StoredJob[] {
  return Array.isArray(rows) ? rows.flatMap((row) => readRow(row) ?? []) : []
}

function promised<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

function done(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'))
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'))
  })
}

async function toStored(job: OutboxJob): Promise<StoredJob> {
  const { blobs, ...rest } = job
  if (!blobs) return rest
  const stored: Record<string, StoredBlob> = {}
  for (const [name, blob] of Object.entries(blobs)) stored[name] = { type: blob.type, bytes: await blob.arrayBuffer() }
  return { ...rest, blobs: stored }
}

function fromStored(stored: StoredJob): OutboxJob {
  const { blobs, ...rest } = stored
  if (!blobs) return rest
  const out: Record<string, Blob> = {}
  for (const [name, blob] of Object.entries(blobs)) out[name] = new Blob([blob.bytes], { type: blob.type })
  return { ...rest, blobs: out }
}

/** Oldest first; `createdAt` ties (same millisecond) keep insertion order via the id of the stored row. */
function byCreation(a: Pick<OutboxJob, 'createdAt'>, b: Pick<OutboxJob, 'createdAt'>) {
  return a.createdAt - b.createdAt
}

/** No queued write, remember-me or not, is kept longer than this (decisions: 'A shared phone and payments'). */
export const MAX_JOB_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000

/** When a job goes; rows written before jobs had an expiry count as created + the longest lifetime. */
function jobExpiry(job: Pick<OutboxJob, 'createdAt' | 'expiresAt'>): number {
  return job.expiresAt ?? job.createdAt + MAX_JOB_LIFETIME_MS
}

export type JobStore = ReturnType<typeof createJobStore>

export function createJobStore(dbName = OUTBOX_DB_NAME) {
  let connection: Promise<IDBDatabase> | null = null
  const cache = createJobCache()

  // The connection closes itself when the logout wipe (or another tab)
  // deletes the database, so the delete is never blocked, and reopens on use.
  const open = () => {
    const request = indexedDB.open(dbName, VERSION)
    request.onupgradeneeded = () => {
      const store = request.result.createObjectStore(STORE, { keyPath: 'id' })
      store.createIndex('owner', 'owner')
    }
    const opened = promised(request).then((db) => {
      db.onversionchange = () => {
        db.close()
        connection = null
        cache.clear()
      }
      db.onclose = () => {
        connection = null
        cache.clear()
      }
      return db
    })
    connection = opened
    opened.catch(() => {
      connection = null
    })
    return opened
  }

  const transaction = async (mode: IDBTransactionMode) => {
    const db = await (connection ?? open())
    return db.transaction(STORE, mode)
  }

  /**
   * Reads and removals create no database: on a device without an outbox
   * (after a logout's wipe, say) they find nothing and leave nothing behind.
   * Only queueing a job creates it. Browsers without `databases()` open it.
   */
  const exists = async () =>
    connection !== null || typeof indexedDB.databases !== 'function' || (await indexedDB.databases()).some((info) => info.name === dbName)
  async function ifStored<T>(nothing: T, run: () => Promise<T>): Promise<T> {
    return (await exists()) ? run() : nothing
  }

  return {
    /** The jobs of one owner (or of everyone), oldest first. */
    async list(owner?: string): Promise<OutboxJob[]> {
      const cached = owner === undefined ? undefined : cache.list(owner)
      if (cached) return cached
      return ifStored([], async () => {
        const readAt = cache.version()
        const tx = await transaction('readonly')
        const store = tx.objectStore(STORE)
        const rows: unknown = await promised(owner === undefined ? store.getAll() : store.index('owner').getAll(owner))
        const jobs = readRows(rows).map(fromStored).sort(byCreation)
        if (owner !== undefined) cache.fill(owner, jobs, readAt)
        return jobs
      })
    },

    /** Drops the in-memory copy (job-cache.ts): another tab or the service worker wrote. */
    invalidate() {
      cache.clear()
    },

    async get(id: string): Promise<OutboxJob | undefined> {
      return ifStored(undefined, async () => {
        const tx = await transaction('readonly')
        const row = readRow(await promised<unknown>(tx.objectStore(STORE).get(id)))
        return row && fromStored(row)
      })
    },

    async put(job: OutboxJob): Promise<void> {
      const stored = await toStored(job)
      const tx = await transaction('readwrite')
      tx.objectStore(STORE).put(stored)
      await done(tx)
      cache.put(job)
    },

    /** Adds `jobs` and removes `replaced` in one transaction (a spreadsheet import queues hundreds at once). */
    async replaceMany(jobs: readonly OutboxJob[], replaced: readonly string[]): Promise<void> {
      const stored = await Promise.all(jobs.map(toStored))
      const tx = await transaction('readwrite')
      const store = tx.objectStore(STORE)
      for (const id of replaced) store.delete(id)
      for (const row of stored) store.put(row)
      await done(tx)
      for (const id of replaced) cache.remove(id)
      for (const job of jobs) cache.put(job)
    },

    /**
     * Changes one job in a single transaction (never overwriting a newer
     * write from another tab with a stale copy); undefined if it is gone.
     */
    async update(id: string, change: (job: OutboxJob) => OutboxJob): Promise<OutboxJob | undefined> {
      return ifStored(undefined, async () => {
        const tx = await transaction('readwrite')
        const store = tx.objectStore(STORE)
        const row = readRow(await promised<unknown>(store.get(id)))
        if (!row) {
          await done(tx)
          // Gone (another tab or the service worker): the copy must not offer it again.
          cache.remove(id)
          return undefined
        }
        // Only plain fields change here; the stored blobs are carried over as they are.
        const { blobs, ...plain } = row
        const changed = change(plain)
        const next: StoredJob = {
          id: changed.id,
          owner: changed.owner,
          kind: changed.kind,
          group: changed.group,
          lane: changed.lane,
          coalesceKey: changed.coalesceKey,
          payload: changed.payload,
          createdAt: changed.createdAt,
          expiresAt: changed.expiresAt,
          attempts: changed.attempts,
          nextAttemptAt: changed.nextAttemptAt,
          status: changed.status,
          error: changed.error,
          conflict: changed.conflict,
        }
        const stored: StoredJob = blobs ? { ...next, blobs } : next
        store.put(stored)
        await done(tx)
        const job = fromStored(stored)
        cache.put(job)
        return job
      })
    },

    async delete(id: string): Promise<void> {
      return ifStored(undefined, async () => {
        const tx = await transaction('readwrite')
        tx.objectStore(STORE).delete(id)
        await done(tx)
        cache.remove(id)
      })
    },

    /** Removes every job of `owner`; answers how many jobs (of anyone) remain. */
    async deleteOwner(owner: string): Promise<number> {
      return ifStored(0, async () => {
        const tx = await transaction('readwrite')
        const store = tx.objectStore(STORE)
        const keys = await promised(store.index('owner').getAllKeys(owner))
        for (const key of keys) store.delete(key)
        const remaining = await promised(store.count())
        await done(tx)
        cache.clear()
        return remaining
      })
    },

    /**
     * Deletes every job, of any owner, whose expiry has passed (decisions: 'A shared phone and payments': the
     * personal data in it must go whoever is signed in); answers the deleted jobs.
     * A row this version cannot read is deleted too once it is older than the longest lifetime.
     */
    async deleteExpired(at: number): Promise<OutboxJob[]> {
      return ifStored([], async () => {
        const tx = await transaction('readwrite')
        const store = tx.objectStore(STORE)
        const rows: unknown[] = await promised(store.getAll())
        const gone: OutboxJob[] = []
        for (const row of rows) {
          const job = readRow(row)
          if (job && jobExpiry(job) <= at) {
            store.delete(job.id)
            gone.push(fromStored(job))
          } else if (!job) {
            const old = v.safeParse(v.object({ id: v.string(), createdAt: v.number() }), row)
            if (old.success && old.output.createdAt + MAX_JOB_LIFETIME_MS <= at) store.delete(old.output.id)
          }
        }
        await done(tx)
        // Rare; and what the service worker deleted on its own is forgotten here too.
        cache.clear()
        return gone
      })
    },

    /** Brings `owner`'s expiries forward to `at` at the latest (a shared phone's session ended). */
    async expireOwnerBy(owner: string, at: number): Promise<void> {
      return ifStored(undefined, async () => {
        const tx = await transaction('readwrite')
        const store = tx.objectStore(STORE)
        const rows: unknown[] = await promised(store.index('owner').getAll(owner))
        for (const row of rows) {
          const job = readRow(row)
          if (job && jobExpiry(job) > at) store.put({ ...job, expiresAt: at })
        }
        await done(tx)
        cache.clear()
      })
    },

    /** The earliest expiry of any stored job, or null when none is stored. */
    async nextExpiry(): Promise<number | null> {
      return ifStored(null, async () => {
        const tx = await transaction('readonly')
        const rows = readRows(await promised(tx.objectStore(STORE).getAll()))
        return rows.length === 0 ? null : Math.min(...rows.map(jobExpiry))
      })
    },

    async count(owner?: string): Promise<number> {
      return ifStored(0, async () => {
        const tx = await transaction('readonly')
        const store = tx.objectStore(STORE)
        return promised(owner === undefined ? store.count() : store.index('owner').count(owner))
      })
    },

    /** Lets a test (or a wipe) drop the connection. */
    close() {
      void connection?.then((db) => db.close())
      connection = null
      cache.clear()
    },
  }
}
