/**
 * Starting and ending a session touches the cookie, the stored user, the
 * persisted query cache and every other local store; these two functions are
 * the only places that do it.
 */
import type { QueryClient } from '@tanstack/react-query'
import { sessionStore } from '@/lib/session/session-store'
import type { AuthUser } from '@/lib/session/user'
import { startPersistence, stopPersistence } from '@/lib/persistence/query-persistence'
import { wipeLocalData } from '@/lib/persistence/wipe-local-data'
import { CACHE_DB } from '@/lib/persistence/idb-persister'
import { logoutRemote } from './api'

export async function beginSession(queryClient: QueryClient, user: AuthUser) {
  const previous = sessionStore.getUser()
  if (previous && previous.email !== user.email) await endSession(queryClient, { remote: false })
  queryClient.clear()
  sessionStore.signIn(user)
  await startPersistence(queryClient, user)
}

export async function endSession(queryClient: QueryClient, { remote = true } = {}) {
  const token = sessionStore.getAccessToken()
  stopPersistence()
  if (remote && token) {
    // Best effort: being offline must not keep the user signed in on this device.
    await logoutRemote(token).catch(() => undefined)
  }
  queryClient.clear()
  sessionStore.signOut()
  await wipeLocalData([CACHE_DB])
}
