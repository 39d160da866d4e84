import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { DEFAULT_AUTH_TARGET } from '@/config/constants'
import { fetchAccount, toAuthUser } from '@/features/auth/api'
import { beginSession } from '@/features/auth/session-actions'

/**
 * Spec §2 /auth?at=&to=: sign in with a token handed over by another site.
 * The token is removed from the address bar and history before anything else.
 */
export const Route = createFileRoute('/auth')({
  validateSearch: v.object({ at: optionalText, to: optionalText }),
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return
    window.history.replaceState(window.history.state, '', '/auth')
    const target = safeRedirectPath(search.to, DEFAULT_AUTH_TARGET)
    if (!search.at) throw redirect({ to: '/login', replace: true })
    const signedIn = await fetchAccount(search.at).then(
      async (account) => {
        await beginSession(context.queryClient, toAuthUser(account, false))
        return true
      },
      () => false,
    )
    if (!signedIn) throw redirect({ to: '/login', replace: true })
    throw redirect({ href: target, replace: true })
  },
})
