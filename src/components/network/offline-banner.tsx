import { useDeferredValue } from 'react'
import { Alert } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'

type Props = {
  /** `auth`: a signed-out screen, where nothing works without the network. */
  context?: 'dashboard' | 'auth'
}

/**
 * Says the app is offline and what that means. The banner is `role="status"`;
 * the wrapper is a live region that stays in the page while online (empty, and
 * without a role, so it is not one more "status" on every screen), so screen
 * readers announce the banner both appearing and going.
 */
export function OfflineBanner({ context = 'dashboard' }: Props) {
  const { t } = useLingui()
  // One render after the page: on an offline start the banner then enters a live region that is
  // already in the page, so it is announced (a region inserted together with its text often is not).
  const online = useDeferredValue(useOnlineStatus(), true)
  return (
    <div aria-live="polite">
      {!online && (
        <Alert role="status" color="orange" variant="light" title={t`You are offline`} mb="md" radius="md">
          {context === 'auth' ? (
            <Trans>Signing in and resetting a password need an internet connection. Reconnect and try again.</Trans>
          ) : (
            <Trans>
              Showing the data last loaded on this device. Changes that can wait are kept here and sent when you
              reconnect; payments and other online-only actions are paused.
            </Trans>
          )}
        </Alert>
      )}
    </div>
  )
}
