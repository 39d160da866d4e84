/**
 * The build's named chunks as explicit lists of folders, files and packages
 * (docs/performance.md → How the build is split). A file-name pattern such as
 * "any `*-form.tsx`" or a regular expression over a library's internals moved
 * code silently when a file was renamed or the library upgraded; here every
 * listed path must match at least one module of the build, or the build
 * fails and names the stale entry (`checkChunkGroups`).
 */
import type { Plugin } from 'vite'

/** A path fragment (`/src/lib/form/`, `node_modules/dayjs/`), optionally minus a sub-path. */
export type ChunkPath = string | { path: string; except: string }

export type ChunkGroupList = {
  name: string
  paths: readonly ChunkPath[]
}

const posix = (id: string) => id.replaceAll('\\', '/')
const pathOf = (entry: ChunkPath) => (typeof entry === 'string' ? entry : entry.path)
const matches = (id: string, entry: ChunkPath) =>
  typeof entry === 'string' ? id.includes(entry) : id.includes(entry.path) && !id.includes(entry.except)

/** Whether a module id falls in a list, without counting it (for "everything but boot"). */
export const inList = (list: ChunkGroupList, id: string) => list.paths.some((entry) => matches(posix(id), entry))

/**
 * Turns the lists into rolldown `test` functions that also remember which
 * entry matched something, and a plugin that fails the build on an entry that
 * matched nothing.
 */
export function chunkGroups(lists: readonly ChunkGroupList[]) {
  const hits = new Map<string, number>()
  const key = (group: string, entry: ChunkPath) => `${group} → ${pathOf(entry)}`
  const test = (list: ChunkGroupList) => (id: string) => {
    const path = posix(id)
    const entry = list.paths.find((candidate) => matches(path, candidate))
    if (entry === undefined) return false
    hits.set(key(list.name, entry), (hits.get(key(list.name, entry)) ?? 0) + 1)
    return true
  }
  const unmatched = () => lists.flatMap((list) => list.paths.map((entry) => key(list.name, entry))).filter((name) => !hits.has(name))
  const checkChunkGroups: Plugin = {
    name: 'check-chunk-groups',
    apply: 'build',
    buildStart() {
      hits.clear()
    },
    generateBundle() {
      const stale = unmatched()
      if (stale.length > 0) {
        this.error(
          `These chunk-group paths match no module of the build (a rename or an upgrade moved the code they meant): ${stale.join('; ')}. Update scripts/chunk-lists.ts.`,
        )
      }
    },
  }
  return { test, unmatched, checkChunkGroups }
}
