import { useState } from 'react'
import { useRouter } from '@tanstack/react-router'
import { useQueryClient } from '@tanstack/react-query'
import { clearUrlSecrets } from '@/lib/url-secrets'
import { handedOver, type HandedOverSearch } from '../handed-over'
import type { AccountSwitch } from '../token-sign-in'
import { SwitchAccountPage } from './switch-account-page'

/**
 * /auth while a different user is signed in. While it asks, the token stays
 * only where it already is (this tab's sessionStorage, url-secrets);
 * Continue reads it from there, and either answer clears it.
 */
export function TokenSwitch({ account, search }: { account: AccountSwitch; search: HandedOverSearch }) {
  const router = useRouter()
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)

  const stay = () => {
    clearUrlSecrets()
    void router.navigate({ to: '/dashboard/enrollees', replace: true })
  }
  const proceed = async () => {
    setBusy(true)
    const { token, target } = handedOver('/auth', search)
    clearUrlSecrets()
    const { signInWithToken } = await import('../sign-in-with-token')
    const user = token ? await signInWithToken(queryClient, token).catch(() => null) : null
    if (!user) {
      setBusy(false)
      setFailed(true)
      return
    }
    await router.navigate({ href: target, replace: true })
  }
  return <SwitchAccountPage account={account} busy={busy} failed={failed} onContinue={() => void proceed()} onStay={stay} />
}
