import { useDeferredValue, useId, useState } from 'react'
import { Button } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { useOnlineStatus } from '@/lib/network/online-status'
import classes from './offline-banner.module.css'

type Props = {
  /** `auth`: a signed-out screen, where nothing works without the network. */
  context?: 'dashboard' | 'auth'
}

/**
 * Says the app is offline in one line, with what that means behind "Details" (a paragraph took a
 * quarter of a phone's screen). Only the short line is the `role="status"` message, in a live region
 * that stays in the page while online (empty, and without a role, so it is not one more "status" on
 * every screen): screen readers announce it appearing and going, and opening the details, which sit
 * outside that region, announces nothing again.
 */
export function OfflineBanner({ context = 'dashboard' }: Props) {
  // One render after the page: on an offline start the banner then enters a live region that is
  // already in the page, so it is announced (a region inserted together with its text often is not).
  const online = useDeferredValue(useOnlineStatus(), true)
  const [open, setOpen] = useState(false)
  const detailsId = useId()
  return (
    <div className={classes.banner} data-offline={online ? undefined : true}>
      <div className={classes.line}>
        <div aria-live="polite" className={classes.status}>
          {!online && (
            <div role="status">
              {context === 'auth' ? (
                // The sign-in card is narrower; the details say what cannot be done.
                <strong className={classes.title}>
                  <Trans>You are offline.</Trans>
                </strong>
              ) : (
                <Trans>
                  <strong className={classes.title}>You are offline.</strong> Showing saved data.
                </Trans>
              )}
            </div>
          )}
        </div>
        {!online && (
          <Button
            variant="subtle"
            color="orange"
            size="compact-xs"
            // 24 px high: the smallest target WCAG 2.2 allows, and still one line.
            h={24}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            <Trans>Details</Trans>
          </Button>
        )}
      </div>
      {!online && (
        <div id={detailsId} hidden={!open} className={classes.details}>
          {context === 'auth' ? (
            <Trans>Signing in and resetting a password need an internet connection. Reconnect and try again.</Trans>
          ) : (
            <Trans>
              Showing the data last loaded on this device. Changes that can wait are kept here and sent when you reconnect; payments and
              other online-only actions are paused.
            </Trans>
          )}
        </div>
      )}
    </div>
  )
}
