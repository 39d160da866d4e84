import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { clearUrlSecrets, readUrlSecrets } from '@/lib/url-secrets'
import { DEFAULT_AUTH_TARGET } from '@/config/constants'

/**
 * Spec §2 /auth?at=&to=: sign in with a token handed over by another site.
 * `at` and `to` were moved out of the URL at start-up
 * (src/lib/url-secrets.ts), so the token is never in the address bar.
 */
export const Route = createFileRoute('/auth')({
  validateSearch: v.object({ at: optionalText, to: optionalText }),
  beforeLoad: async ({ context, search, location, preload }) => {
    if (preload) return
    const secrets = readUrlSecrets(location.pathname)
    clearUrlSecrets()
    const token = secrets.at ?? search.at
    const target = safeRedirectPath(secrets.to ?? search.to, DEFAULT_AUTH_TARGET)
    if (!token) throw redirect({ to: '/login', replace: true })
    const [{ fetchAccount, toAuthUser }, { beginSession }] = await Promise.all([
      import('@/features/auth/api'),
      import('@/features/auth/session-actions'),
    ])
    const signedIn = await fetchAccount(token).then(
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
