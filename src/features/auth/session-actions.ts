/**
 * Starting and ending a session touches the cookie, the stored user, the
 * persisted query cache and every other local store; these two functions are
 * the only places that do it.
 */
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey, type NewSession } from '@/lib/session/user'
import { startPersistence, stopPersistence } from '@/lib/persistence/query-persistence'
import { wipeLocalData } from '@/lib/persistence/wipe-local-data'
import { CACHE_DB } from '@/lib/persistence/idb-persister'
import { closeDrafts, DRAFTS_DB, openDrafts } from '@/lib/drafts/drafts-db'
import { closeReminders, REMINDERS_DB } from '@/lib/reminders/reminders-db'
import { logoutRemote } from './api'

/** The outbox is not part of the first screen's JavaScript: it is loaded when a session needs it. */
const loadOutbox = () => import('@/lib/outbox')

/**
 * Every sign-in but the same user's again starts from a wiped device (the
 * outbox aside, whose jobs are each owner's): whatever another user left —
 * even one whose session record already expired or was dropped — is gone
 * before this user's data arrives.
 */
export async function beginSession(queryClient: QueryClient, user: NewSession) {
  const previous = sessionStore.getUser()
  if (previous?.ownerKey !== user.ownerKey) await endSession(queryClient, { remote: false })
  queryClient.clear()
  sessionStore.signIn(user)
  await sessionStore.stored()
  openDrafts()
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
   * The user's queued writes (decisions: 'A shared phone and payments'): 'discard' (a logout, confirmed in
   * the warning), 'keep' (the session ended by itself and the user chose to
   * sign in again; a shared phone keeps them only briefly). Without a choice
   * (a switch of user): kept on a remember-me device, dropped on a shared one.
   */
  pendingWrites?: 'discard' | 'keep'
}

export async function endSession(queryClient: QueryClient, { remote = true, pendingWrites }: EndOptions = {}) {
  const token = sessionStore.getAccessToken()
  const user = sessionStore.getUser()
  // No cache write or draft save still on its way may land after the wipe below.
  stopPersistence()
  closeDrafts()
  closeReminders()
  // Signed out before anything awaits: start-up work that runs when the page is idle (the outbox)
  // then finds nobody signed in and opens nothing the wipe below has to delete.
  sessionStore.signOut()
  const { countPending, settleWritesAtSessionEnd, stopOutbox } = await loadOutbox()
  stopOutbox()
  if (remote && token) {
    // Best effort: being offline must not keep the user signed in on this device.
    await logoutRemote(token).catch(() => undefined)
  }
  queryClient.clear()
  if (user) await settleWritesAtSessionEnd(userStorageKey(user), user.rememberMe, pendingWrites).catch(() => undefined)
  // An outbox with nobody's writes left goes with the rest (when unsure, it stays).
  const remaining = await countPending().catch(() => 1)
  // Decisions: 'Tabs on a shared phone': another tab signed someone in while this logout waited (the account service, the outbox). Their
  // sign-in already wiped what was left; this wipe would end their session (it clears storage and cookies).
  if (sessionStore.signedInSince(token)) return
  await wipeLocalData([CACHE_DB, DRAFTS_DB, REMINDERS_DB], { wipeOutbox: remaining === 0 })
}

/**
 * The logout warning's facts: how many of the signed-in user's writes have
 * not reached the server, whether the session already ended by itself (its
 * cookie expired, or the server refused a queued write with 401), and whether
 * this is a remember-me device.
 */
export async function pendingWritesOfCurrentUser(): Promise<{ count: number; sessionEnded: boolean; rememberMe: boolean }> {
  const user = sessionStore.getUser()
  if (!user) return { count: 0, sessionEnded: true, rememberMe: false }
  const { blockedWrites, countPending } = await loadOutbox()
  const owner = userStorageKey(user)
  const [count, blocked] = await Promise.all([countPending(owner), blockedWrites(owner)])
  return { count, sessionEnded: sessionStore.status() !== 'signed-in' || blocked > 0, rememberMe: user.rememberMe }
}
