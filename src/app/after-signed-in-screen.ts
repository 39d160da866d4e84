/**
 * What only someone signed in needs, started once a signed-in screen is drawn and the page is idle
 * (decisions: 'Speed'): the outbox with its job kinds (and the feature code their handlers bring) and
 * the toasts' container with its CSS (every toast is on a signed-in screen; one shown before waits in
 * the store). Loaded after the enrollee list's first row, not while /login waits for the user, so a first
 * visit's sign-in does not download them before the list.
 */
import type { QueryClient } from '@tanstack/react-query'
import '@mantine/notifications/styles.css'
import { loadWhenOnline } from '@/lib/lazy-chunks'
import { setUpOutbox } from './outbox-handlers'

export { Notifications } from '@mantine/notifications'

export function startSignedIn(queryClient: QueryClient, onAuthRequired: () => void) {
  setUpOutbox(queryClient, onAuthRequired)
  // The logout's code (src/routes/logout.tsx), in memory before it is needed: a logout offline, before the service
  // worker holds that chunk, still wipes at once.
  void loadWhenOnline(() => import('@/features/auth/session-actions'))
}
