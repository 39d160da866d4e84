/**
 * The outbox's job kinds, registered once before anything replays (issue 5):
 * each feature that queues writes provides its handler; the app wires them,
 * since lib (the queue) may not import features.
 */
import type { QueryClient } from '@tanstack/react-query'
import { onOutboxAuthRequired, registerOutboxHandler, startOutbox } from '@/lib/outbox'
import type { AuthUser } from '@/lib/session/user'
import { userStorageKey } from '@/lib/session/user'
import { FixEditDetailsModal } from '@/features/enrollees/enrollee-detail/components/fix-edit-details-modal'
import { EDIT_DETAILS_JOB, editDetailsHandler } from '@/features/enrollees/enrollee-detail/edit-details-job'
import { PROFILE_JOB_KIND } from '@/features/enrollees/complete-profile/profile-job'
import { profileCompletionHandler } from '@/features/enrollees/complete-profile/profile-outbox'

export function registerOutboxHandlers(queryClient: QueryClient) {
  registerOutboxHandler(EDIT_DETAILS_JOB, editDetailsHandler(queryClient, { FixDialog: FixEditDetailsModal }))
  registerOutboxHandler(PROFILE_JOB_KIND, profileCompletionHandler(queryClient))
}

/**
 * Registers the handlers, routes a replay's 401 to the app's sign-in-again
 * flow, and (for a signed-in user) resumes their queue.
 */
export function setUpOutbox(queryClient: QueryClient, onAuthRequired: () => void, user: AuthUser | null) {
  registerOutboxHandlers(queryClient)
  onOutboxAuthRequired(onAuthRequired)
  if (user) void startOutbox(userStorageKey(user)).catch(() => undefined)
}
