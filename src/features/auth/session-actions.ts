/**
 * Starting and ending a session touches the cookie, the stored user, the
 * persisted query cache and every other local store; these two functions are
 * the only places that do it.
 */
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey, type AuthUser } from '@/lib/session/user'
import { startPersistence, stopPersistence } from '@/lib/persistence/query-persistence'
import { wipeLocalData } from '@/lib/persistence/wipe-local-data'
import { CACHE_DB } from '@/lib/persistence/idb-persister'
import { logoutRemote } from './api'

/** The outbox is not part of the first screen's JavaScript: it is loaded when a session needs it. */
const loadOutbox = () => import('@/lib/outbox')

export async function beginSession(queryClient: QueryClient, user: AuthUser) {
  const previous = sessionStore.getUser()
  if (previous && previous.email !== user.email) await endSession(queryClient, { remote: false })
  queryClient.clear()
  sessionStore.signIn(user)
  await startPersistence(queryClient, user)
  // This user's queued writes (including those paused by a 401) go now; nobody else's ever do.
  // A broken IndexedDB (some private modes) must not stop the sign-in; writes then simply are not queued.
  await loadOutbox()
    .then(({ startOutbox }) => startOutbox(userStorageKey(user)))
    .catch(() => undefined)
}

type EndOptions = {
  /** Tell the account service (best effort). */
  remote?: boolean
  /**
   * The user chose to log out (and confirmed losing unsent writes): their
   * queued writes go too. Otherwise (401, a switch of user) they are kept
   * for the same user's next sign-in.
   */
  discardPendingWrites?: boolean
}

export async function endSession(queryClient: QueryClient, { remote = true, discardPendingWrites = false }: EndOptions = {}) {
  const token = sessionStore.getAccessToken()
  const user = sessionStore.getUser()
  stopPersistence()
  // Signed out before anything awaits: start-up work that runs when the page is idle (the outbox)
  // then finds nobody signed in and opens nothing the wipe below has to delete.
  sessionStore.signOut()
  const { clearOutbox, countPending, stopOutbox } = await loadOutbox()
  stopOutbox()
  if (remote && token) {
    // Best effort: being offline must not keep the user signed in on this device.
    await logoutRemote(token).catch(() => undefined)
  }
  queryClient.clear()
  if (discardPendingWrites && user) await clearOutbox(userStorageKey(user)).catch(() => undefined)
  // An outbox with nobody's writes left goes with the rest (when unsure, it stays).
  const remaining = await countPending().catch(() => 1)
  await wipeLocalData([CACHE_DB], { wipeOutbox: remaining === 0 })
}

/** How many of the signed-in user's writes have not reached the server (the logout warning). */
export async function pendingWritesOfCurrentUser(): Promise<number> {
  const user = sessionStore.getUser()
  if (!user) return 0
  const { countPending } = await loadOutbox()
  return countPending(userStorageKey(user))
}
