/**
 * The outbox's job kinds, registered once before anything replays (decisions: 'Queued writes'):
 * each feature that queues writes provides its handler; the app wires them,
 * since lib (the queue) may not import features.
 */
import { lazy } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { onOutboxAuthRequired, onOutboxSending, registerOutboxHandler, startOutbox, watchExpiry } from '@/lib/outbox'
import { holdCacheWrites } from '@/lib/persistence/idb-persister'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { EDIT_DETAILS_JOB, editDetailsHandler } from '@/features/enrollees/enrollee-detail/edit-details-job'
import { PROFILE_JOB_KIND } from '@/features/enrollees/complete-profile/profile-job'
import { profileCompletionHandler } from '@/features/enrollees/complete-profile/profile-outbox'
import { IMPORT_ROW_JOB, importRowHandler } from '@/features/enrollees/import/import-row-job'

// The fix dialogs hold whole forms and are rarely opened: loaded on demand, not with the first screen.
const FixEditDetailsModal = lazy(() =>
  import('@/features/enrollees/enrollee-detail/components/fix-edit-details-modal').then((module) => ({
    default: module.FixEditDetailsModal,
  })),
)
const ProfileFixDialog = lazy(() =>
  import('@/features/enrollees/complete-profile/components/profile-fix-dialog').then((module) => ({ default: module.ProfileFixDialog })),
)

function registerOutboxHandlers(queryClient: QueryClient) {
  registerOutboxHandler(EDIT_DETAILS_JOB, editDetailsHandler(queryClient, { FixDialog: FixEditDetailsModal }))
  registerOutboxHandler(PROFILE_JOB_KIND, profileCompletionHandler(queryClient, { FixDialog: ProfileFixDialog }))
  registerOutboxHandler(IMPORT_ROW_JOB, importRowHandler(queryClient))
}

/**
 * Registers the handlers, routes a replay's 401 to the app's sign-in-again
 * flow, and (for whoever is signed in by now) resumes their queue: a write
 * queued before the handlers were registered is picked up here.
 */
export function setUpOutbox(queryClient: QueryClient, onAuthRequired: () => void) {
  registerOutboxHandlers(queryClient)
  onOutboxAuthRequired(onAuthRequired)
  // The query cache is saved once the queue is empty, not under every answer of a drain (decisions: 'Speed').
  onOutboxSending(holdCacheWrites)
  // Decisions: 'A shared phone and payments': expired writes go whoever is signed in, or nobody (after the handlers, which describe them).
  watchExpiry()
  const user = sessionStore.getUser()
  if (user && sessionStore.status() === 'signed-in') void startOutbox(userStorageKey(user)).catch(() => undefined)
}
