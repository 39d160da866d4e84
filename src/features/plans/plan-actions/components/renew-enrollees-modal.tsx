import { Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { LazyModal } from '@/components/lazy-modal'
import { invoiceEnrolleesQueryOptions } from '@/lib/invoices/queries'
import { useRenewInvoice } from '../use-renew-invoice'
import { RenewalChecklist } from './renewal-checklist'
import { useRedirecting } from '@/lib/billing/use-redirecting'

type Props = {
  opened: boolean
  referenceCode: string | null
  onBack: () => void
  onClose: () => void
  /** The saved card was charged: no payment page. */
  onRenewed: () => void
}

/** Renewal step 2: the invoice's enrollees, then POST /retail/renew/{ref} and off to the payment page. */
export function RenewEnrolleesModal({ opened, referenceCode, onBack, onClose, onRenewed }: Props) {
  const { t } = useLingui()
  const query = useQuery({ ...invoiceEnrolleesQueryOptions(referenceCode ?? ''), enabled: opened && referenceCode !== null })
  const renew = useRenewInvoice()
  const [redirecting, startRedirecting] = useRedirecting()

  // Spec §4: the loading flag resets 2 s after leaving for the payment page (in case the browser stays).

  const pay = (userIds: number[]) => {
    if (referenceCode === null) return
    renew.mutate(
      { referenceCode, userIds },
      {
        onSuccess: (data) => {
          if (data.authorization_url) {
            startRedirecting()
            window.location.assign(data.authorization_url)
          } else {
            onRenewed()
          }
        },
      },
    )
  }

  const close = () => {
    renew.reset()
    onClose()
  }
  return (
    <LazyModal opened={opened} onClose={close} title={t`Who should be renewed?`}>
      <Text size="sm" mb="sm">
        <Trans>Invoice {referenceCode}. Untick anyone who should not be covered again.</Trans>
      </Text>
      {renew.isError && <ErrorBanner error={renew.error} title={t`The renewal could not be started`} />}
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-label={t`Loading enrollees`}>
          <Skeleton height={44} />
          <Skeleton height={44} />
          <Skeleton height={44} />
        </Stack>
      ) : query.isError ? (
        <ErrorBanner error={query.error} title={t`Could not load this invoice's enrollees`} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <Text>
          <Trans>This invoice has no enrollees to renew.</Trans>
        </Text>
      ) : (
        <RenewalChecklist
          key={referenceCode}
          enrollees={query.data}
          paying={renew.isPending || redirecting}
          onBack={() => {
            renew.reset()
            onBack()
          }}
          onPay={pay}
        />
      )}
    </LazyModal>
  )
}
