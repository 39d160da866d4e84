/**
 * The job store's in-memory copy of each owner's parsed jobs (decisions: 'Speed'): a replay round, every
 * snapshot refresh and every enqueue list the owner's jobs, and re-reading and re-parsing all of them each
 * time made the cost of a queue grow with its square. The store's own writes keep the copy in step after
 * they are committed; anything written elsewhere (another tab, the service worker) drops it through
 * `clear` (the engine calls it on the tabs' change signal and at the start of every round).
 */
import type { OutboxJob } from './types'

type Entry = { jobs: Map<string, OutboxJob>; sorted: OutboxJob[] | null }

/** Oldest first; a `createdAt` tie keeps IndexedDB's order (the id, its primary key). */
function byCreation(a: OutboxJob, b: OutboxJob) {
  return a.createdAt - b.createdAt || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}

export function createJobCache() {
  const owners = new Map<string, Entry>()
  // Bumped by every write and every clear: a read that started before one of them must not fill the copy.
  let version = 0

  return {
    version: () => version,

    /** `owner`'s jobs, oldest first, or undefined when they must be read from IndexedDB. */
    list(owner: string): OutboxJob[] | undefined {
      const entry = owners.get(owner)
      if (!entry) return undefined
      entry.sorted ??= [...entry.jobs.values()].sort(byCreation)
      return [...entry.sorted]
    },

    /** Keeps what a read found, unless something was written or cleared since it started (`readAt`). */
    fill(owner: string, jobs: readonly OutboxJob[], readAt: number) {
      if (readAt !== version) return
      owners.set(owner, { jobs: new Map(jobs.map((job) => [job.id, job])), sorted: null })
    },

    /** A job this store wrote (committed). */
    put(job: OutboxJob) {
      version++
      for (const [owner, entry] of owners) {
        if (owner !== job.owner && entry.jobs.delete(job.id)) entry.sorted = null
      }
      const entry = owners.get(job.owner)
      if (!entry) return
      const previous = entry.jobs.get(job.id)
      entry.jobs.set(job.id, job)
      // A status step keeps the job's place: no new sort for each of the many steps of a drain.
      const at = previous && previous.createdAt === job.createdAt ? (entry.sorted?.indexOf(previous) ?? -1) : -1
      if (entry.sorted && at >= 0) entry.sorted[at] = job
      else entry.sorted = null
    },

    /** A job this store deleted (committed). */
    remove(id: string) {
      version++
      for (const entry of owners.values()) {
        const job = entry.jobs.get(id)
        if (!job) continue
        entry.jobs.delete(id)
        const at = entry.sorted?.indexOf(job) ?? -1
        if (at >= 0) entry.sorted?.splice(at, 1)
        else entry.sorted = null
      }
    },

    /** Forgets everything: the next list reads IndexedDB again. */
    clear() {
      version++
      owners.clear()
    },
  }
}
