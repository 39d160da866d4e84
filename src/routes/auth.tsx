import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { clearUrlSecrets } from '@/lib/url-secrets'
import { handedOver } from '@/features/auth/handed-over'
import { TokenSwitch } from '@/features/auth/components/token-switch'

/**
 * Spec §2 /auth?at=&to=: sign in with a token handed over by another site.
 * When a different user is signed in, the page asks before switching
 * (decisions: 'A shared phone and payments').
 */
export const Route = createFileRoute('/auth')({
  validateSearch: v.object({ at: optionalText, to: optionalText }),
  beforeLoad: async ({ context, search, location, preload }) => {
    if (preload) return { switching: null }
    const { token, target } = handedOver(location.pathname, search)
    // Sign-in code is not part of the first screen's JavaScript (decisions: 'Speed').
    const step = token ? await (await import('@/features/auth/token-sign-in')).startTokenSignIn(context.queryClient, token) : null
    if (step?.kind === 'ask') return { switching: step.switching }
    clearUrlSecrets()
    throw step?.kind === 'signed-in' ? redirect({ href: target, replace: true }) : redirect({ to: '/login', replace: true })
  },
  component: function AuthRoute() {
    const { switching } = Route.useRouteContext()
    const search = Route.useSearch()
    return switching ? <TokenSwitch account={switching} search={search} /> : null
  },
})
