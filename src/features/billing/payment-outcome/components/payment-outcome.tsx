import { useState } from 'react'
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { useQueryClient, useSuspenseQuery, type QueryKey } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { ButtonLink } from '@/components/links'
import { PageTitle } from '@/components/page-title'
import { recallPaymentOrigin } from '@/lib/billing/payment-memory'
import { paymentStatus, type PaymentStatus } from '../payment-reference'
import { markPaymentDataStale, paymentInvoiceQueryOptions } from '../queries'
import { OutcomeLinks } from './outcome-links'
import { OutcomeSummary } from './outcome-summary'

type Props = {
  reference: string
  cancelled: boolean
  /** /purchase-complete (plans bought) rather than /payment-successful. */
  purchase: boolean
  /** Other features' caches a payment changes (the enrollees), given by the route. */
  staleKeys: readonly QueryKey[]
}

const COLORS: Record<PaymentStatus, string> = { paid: 'green', pending: 'yellow', cancelled: 'red' }

/** Spec §2 payment outcome: paid, pending or cancelled, as the API has the payment now, with the next step. */
export function PaymentOutcome({ reference, cancelled, purchase, staleKeys }: Props) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const query = useSuspenseQuery(paymentInvoiceQueryOptions(reference))
  const [origin] = useState(() => recallPaymentOrigin(reference))
  const found = query.data

  if (!found) return <UnconfirmedPayment reference={reference} />

  const { invoice } = found
  const status = paymentStatus({ payment: found.payment, cancelled })
  const code = invoice.reference_code
  const titles: Record<PaymentStatus, string> = {
    paid: purchase ? t`Purchase complete` : t`Payment successful`,
    pending: t`Payment not confirmed yet`,
    cancelled: t`Payment not completed`,
  }
  const checkAgain = async () => {
    await markPaymentDataStale(queryClient, staleKeys)
    await query.refetch()
  }

  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{titles[status]}</PageTitle>
      <Alert color={COLORS[status]} variant="light" role="status">
        {status === 'paid' && <Trans>We have received your payment for invoice {code}. Thank you.</Trans>}
        {status === 'pending' && (
          <Trans>
            We have not received the payment for invoice {code} yet. If you completed it, it can take a moment to reach us: check again
            shortly.
          </Trans>
        )}
        {status === 'cancelled' && <Trans>The payment for invoice {code} was cancelled, so nothing was charged. You can try again.</Trans>}
      </Alert>
      <OutcomeSummary payment={found.payment} invoice={invoice} status={status} />
      {query.isRefetchError && <ErrorBanner error={query.error} title={t`Could not check the payment again`} />}
      {status === 'pending' && (
        <Group>
          <Button variant="light" loading={query.isRefetching} onClick={() => void checkAgain()}>
            <Trans>Check again</Trans>
          </Button>
        </Group>
      )}
      <OutcomeLinks invoice={invoice} status={status} purchase={purchase} origin={origin} />
    </Stack>
  )
}

/**
 * The API knows no payment with this reference on this account (made up,
 * mistyped, or another user's): nothing here may say it was paid.
 */
function UnconfirmedPayment({ reference }: { reference: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t`We could not confirm this payment`}</PageTitle>
      <Alert color="yellow" variant="light" role="status">
        <Trans>
          We could not confirm a payment with the reference {reference} on your account, so it is not shown as paid. If you have just paid,
          your invoices show the payment once it reaches us.
        </Trans>
      </Alert>
      <InvoicesOrEnrollees />
    </Stack>
  )
}

/** No usable `reference`/`trxref` in the address: nothing to look up. */
export function MissingPaymentReference() {
  const { t } = useLingui()
  return (
    <Stack gap="md" maw={640}>
      <PageTitle>{t`No payment to show`}</PageTitle>
      <Text>
        <Trans>This page shows the result of a payment, but the link has no payment reference. Your invoices show every payment.</Trans>
      </Text>
      <InvoicesOrEnrollees />
    </Stack>
  )
}

/** Where to go from an outcome that shows no payment: every payment is on the invoices page. */
function InvoicesOrEnrollees() {
  return (
    <Group gap="sm">
      <ButtonLink to="/dashboard/invoices">
        <Trans>Go to invoices</Trans>
      </ButtonLink>
      <ButtonLink to="/dashboard/enrollees" variant="default">
        <Trans>Back to enrollees</Trans>
      </ButtonLink>
    </Group>
  )
}
