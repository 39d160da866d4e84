import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import { OfflineButton } from '@/components/network/online-only-button'
import { useOnlineStatus } from '@/lib/network/online-status'

/** "Buy a plan" leads to a purchase (online-only): offline it is a disabled button with the reason. */
export function BuyPlanLink({ variant = 'filled' }: { variant?: 'filled' | 'light' }) {
  const online = useOnlineStatus()
  return online ? (
    <ButtonLink to="/dashboard/invoices/edit/new-invoice" variant={variant}>
      <Trans>Buy a plan</Trans>
    </ButtonLink>
  ) : (
    <OfflineButton variant={variant}>
      <Trans>Buy a plan</Trans>
    </OfflineButton>
  )
}
