import { Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import type { Invoice } from '@/lib/contract/billing'
import type { PaymentStatus } from '../payment-reference'
import type { PaymentOrigin } from '@/lib/billing/payment-memory'

type Props = {
  invoice: Invoice
  status: PaymentStatus
  /** /purchase-complete: plans were bought, enrollees come next. */
  purchase: boolean
  origin: PaymentOrigin | null
}

/**
 * The next step for each outcome: add enrollees to a paid purchase, back to
 * the enrollee whose extra benefit was bought, or try again where the payment
 * started (the invoice, when this tab does not know).
 */
export function OutcomeLinks({ invoice, status, purchase, origin }: Props) {
  const ref = invoice.reference_code
  const enrolleeId = origin?.kind === 'extension' ? String(origin.enrolleeId) : null
  const paid = status === 'paid'
  return (
    <Group gap="sm">
      {paid && purchase && invoice.no_of_available_slots > 0 && (
        <ButtonLink to="/dashboard/invoices/edit/add-enrollee" search={{ refCode: ref }}>
          <Trans>Add enrollees</Trans>
        </ButtonLink>
      )}
      {enrolleeId && (
        <ButtonLink to="/dashboard/enrollees/$enrolleeId" params={{ enrolleeId }} variant={paid ? 'filled' : 'default'}>
          {paid ? <Trans>Back to the enrollee</Trans> : <Trans>Try again</Trans>}
        </ButtonLink>
      )}
      {!paid && !enrolleeId && purchase && (
        <ButtonLink to="/dashboard/invoices/edit/new-invoice">
          <Trans>Try again</Trans>
        </ButtonLink>
      )}
      <ButtonLink
        to="/dashboard/invoices/$invoiceId"
        params={{ invoiceId: ref }}
        variant={!paid && !enrolleeId && !purchase ? 'filled' : 'default'}
      >
        {!paid && !enrolleeId && !purchase ? <Trans>Try again from the invoice</Trans> : <Trans>View invoice</Trans>}
      </ButtonLink>
      <ButtonLink to="/dashboard/enrollees" variant="default">
        <Trans>Back to enrollees</Trans>
      </ButtonLink>
    </Group>
  )
}
