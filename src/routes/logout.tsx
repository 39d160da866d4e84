import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText, presenceFlag } from '@/lib/search-params'
import { LogoutWarning } from '@/components/outbox/logout-warning'

/**
 * Spec §2: tell the account service, wipe everything local, then /login (?r= kept).
 * Issue 5: with unsent writes the user is warned first; `confirmed` is their
 * "Log out anyway". A logout forced by a 401 (?r=) keeps the writes for the
 * same user's next sign-in.
 */
export const Route = createFileRoute('/logout')({
  validateSearch: v.object({ r: optionalText, confirmed: presenceFlag }),
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return { pending: 0 }
    // Session code is not part of the first screen's JavaScript (issue 7): loaded when a logout happens.
    const { endSession, pendingWritesOfCurrentUser } = await import('@/features/auth/session-actions')
    const chosen = search.r === undefined
    if (chosen && !search.confirmed) {
      const pending = await pendingWritesOfCurrentUser().catch(() => 0)
      if (pending > 0) return { pending }
    }
    await endSession(context.queryClient, { discardPendingWrites: chosen })
    throw redirect({ to: '/login', search: { r: search.r }, replace: true })
  },
  component: LogoutRoute,
})

function LogoutRoute() {
  const { pending } = Route.useRouteContext()
  const navigate = Route.useNavigate()
  const router = useRouter()
  return (
    <LogoutWarning
      count={pending}
      onConfirm={() => void navigate({ search: { confirmed: true }, replace: true })}
      onCancel={() => {
        if (router.history.canGoBack()) router.history.back()
        else void navigate({ to: '/dashboard/enrollees' })
      }}
    />
  )
}
