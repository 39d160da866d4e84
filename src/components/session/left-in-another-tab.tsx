import { useEffect } from 'react'
import { Button, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { TabLeft } from '@/lib/session/session-store'
import { AuthLayout } from '../auth-layout'

/**
 * Decisions: 'Tabs on a shared phone': shown instead of every screen once another tab signed someone
 * else in, or logged out, under this one. Nothing of the previous user is on
 * it (the root has unmounted the dashboard and emptied the cache). The button
 * starts the app afresh at its start page, not this address: the page open
 * here was the previous user's, and may not exist for the next one.
 */
export function LeftInAnotherTab({ reason }: { reason: TabLeft }) {
  const { t } = useLingui()
  const title = reason === 'signed-in-elsewhere' ? t`You signed in as someone else in another tab` : t`You logged out in another tab`
  useEffect(() => {
    document.title = `${title} · ${t`Plan owner dashboard`}`
  }, [title, t])
  return (
    <AuthLayout title={title}>
      <Text ta="center">
        {reason === 'signed-in-elsewhere' ? (
          <Trans>
            This tab was open for the previous user, so it no longer shows anything. Reload to continue as the person signed in now.
          </Trans>
        ) : (
          <Trans>This tab no longer shows anything of your account. Reload to log in again.</Trans>
        )}
      </Text>
      <Button fullWidth onClick={() => window.location.assign('/')}>
        <Trans>Reload</Trans>
      </Button>
    </AuthLayout>
  )
}
