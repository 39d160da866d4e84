import { useState } from 'react'
import { createFileRoute, redirect, useRouter } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { clearUrlSecrets, readUrlSecrets } from '@/lib/url-secrets'
import { DEFAULT_AUTH_TARGET } from '@/config/constants'
import { SwitchAccountPage } from '@/features/auth/components/switch-account-page'

/**
 * Spec §2 /auth?at=&to=: sign in with a token handed over by another site.
 * `at` and `to` were moved out of the URL at start-up
 * (src/lib/url-secrets.ts), so the token is never in the address bar.
 *
 * When a different user is signed in, the page asks before switching (issue
 * 21). While it asks, the token stays only where it already is (this tab's
 * sessionStorage, url-secrets); Continue reads it from there, and either
 * answer clears it.
 */
const signInModule = () => import('@/features/auth/token-sign-in')

function handedOver(pathname: string, search: { at?: string; to?: string }) {
  const secrets = readUrlSecrets(pathname)
  return { token: secrets.at ?? search.at, target: safeRedirectPath(secrets.to ?? search.to, DEFAULT_AUTH_TARGET) }
}

export const Route = createFileRoute('/auth')({
  validateSearch: v.object({ at: optionalText, to: optionalText }),
  beforeLoad: async ({ context, search, location, preload }) => {
    if (preload) return { switching: null }
    const { token, target } = handedOver(location.pathname, search)
    if (!token) {
      clearUrlSecrets()
      throw redirect({ to: '/login', replace: true })
    }
    const { accountOfToken, accountSwitch, signInWithToken } = await signInModule()
    const next = await accountOfToken(token)
    if (!next) {
      clearUrlSecrets()
      throw redirect({ to: '/login', replace: true })
    }
    const switching = await accountSwitch(next)
    if (switching) return { switching }
    clearUrlSecrets()
    await signInWithToken(context.queryClient, next)
    throw redirect({ href: target, replace: true })
  },
  component: AuthRoute,
})

function AuthRoute() {
  const { switching, queryClient } = Route.useRouteContext()
  const search = Route.useSearch()
  const router = useRouter()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  if (!switching) return null

  const stay = () => {
    clearUrlSecrets()
    void router.navigate({ to: '/dashboard/enrollees', replace: true })
  }
  const proceed = async () => {
    setBusy(true)
    const { token, target } = handedOver('/auth', search)
    clearUrlSecrets()
    const { accountOfToken, signInWithToken } = await signInModule()
    const next = token ? await accountOfToken(token) : null
    if (!next) {
      setBusy(false)
      setFailed(true)
      return
    }
    await signInWithToken(queryClient, next)
    await router.navigate({ href: target, replace: true })
  }
  return <SwitchAccountPage account={switching} busy={busy} failed={failed} onContinue={() => void proceed()} onStay={stay} />
}
