import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { LogoutWarning } from '@/components/outbox/logout-warning'
import { readLogoutChoice } from '@/components/outbox/logout-choice'
import { sessionStore } from '@/lib/session/session-store'
import { loadOrReloadWhenOnline } from '@/lib/lazy-chunks'

/**
 * Spec §2: tell the account service, wipe everything local, then /login (?r= kept).
 * Decisions: 'Queued writes': with unsent writes the user is warned first. Decisions: 'A shared phone and payments': every
 * logout the same way, whatever its URL (`r` is only where to go after
 * signing in, and no search param can answer the warning): the answer comes
 * in router history state. A logout forced by an ended session asks too:
 * sign in again (the writes are kept) or delete them.
 */
export const Route = createFileRoute('/logout')({
  validateSearch: v.object({ r: optionalText }),
  beforeLoad: async ({ context, search, location, preload }) => {
    if (preload) return { pending: 0, sessionEnded: false, rememberMe: false }
    // Decisions: 'Tabs on a shared phone': a tab ends only its own user's session. Someone else signed in (or out) in another tab:
    // nothing is wiped, and the root shows this tab's "signed in elsewhere" page instead.
    if (!sessionStore.ownsSession()) return { pending: 0, sessionEnded: false, rememberMe: false }
    // Session code is not part of the first screen's JavaScript (decisions: 'Speed'): loaded once signed in (after the
    // signed-in screen), else here. Offline before the service worker holds it, the logout waits for the network and
    // runs again in a new page.
    const { endSession, pendingWritesOfCurrentUser } = await loadOrReloadWhenOnline(() => import('@/features/auth/session-actions'))
    const choice = readLogoutChoice(location.state)
    if (choice === undefined) {
      // When the count cannot be read, nothing is kept (the wipe below decides); the user is not asked.
      const pending = await pendingWritesOfCurrentUser().catch(() => ({ count: 0, sessionEnded: true, rememberMe: false }))
      if (pending.count > 0) return { pending: pending.count, sessionEnded: pending.sessionEnded, rememberMe: pending.rememberMe }
    }
    await endSession(context.queryClient, { pendingWrites: choice ?? 'discard' })
    throw redirect({ to: '/login', search: { r: search.r }, replace: true })
  },
  component: LogoutRoute,
})

function LogoutRoute() {
  const { pending, sessionEnded, rememberMe } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const router = useRouter()
  // Nothing to warn about: this tab left (another tab changed user) and the root shows why.
  if (pending === 0) return null
  const answer = (logoutChoice: 'discard' | 'keep') => void navigate({ search: (search) => search, state: { logoutChoice }, replace: true })
  return (
    <LogoutWarning
      count={pending}
      onConfirm={() => answer('discard')}
      ended={sessionEnded ? { rememberMe, onKeep: () => answer('keep') } : undefined}
      onCancel={() => {
        if (router.history.canGoBack()) router.history.back()
        else void navigate({ to: '/dashboard/enrollees' })
      }}
    />
  )
}
