import { useState } from 'react'
import { Alert, Group, Stack, Text } from '@mantine/core'
import { useFocusReturn } from '@mantine/hooks'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { ButtonLink } from '@/components/links'
import { RemindMe } from '@/components/reminders/remind-me'
import { STATUS } from '@/lib/contract/codes'
import type { Invoice } from '@/lib/contract/billing'
import { invoiceDescription } from '../../invoice-list/invoice-description'
import { awaitsPayment } from '../payment-status'
import { AutoBillingModal } from './auto-billing-modal'
import { ChangeFrequencyDialog } from './change-frequency-dialog'
import { InvoiceBreakdown } from './invoice-breakdown'
import { InvoiceSummary } from './invoice-summary'
import { PayInvoiceNotice } from './pay-invoice-notice'
import { PendingFrequencyNotice } from './pending-frequency-notice'
import { PremiumValueCard } from './premium-value-card'

type Dialog = 'none' | 'auto-billing' | 'frequency'

/** Spec §2 /dashboard/invoices/{invoiceId} for an invoice that needs no renewal: summary, breakdown, billing settings. */
export function InvoiceDetailPage({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const [dialog, setDialog] = useState<Dialog>('none')
  // The modals mount already open, so Mantine's own focus return never runs: back to the button that opened one.
  useFocusReturn({ opened: dialog !== 'none' })
  // The server's answer to the last change, in a dismissible banner (spec §8).
  const [done, setDone] = useState<string | null>(null)
  const close = () => setDialog('none')
  const finish = (message: string | null) => {
    setDone(message ?? t`Your change has been saved.`)
    close()
  }

  return (
    <>
      <PageTitle>{t`Invoice ${invoice.reference_code}`}</PageTitle>
      <Stack gap="lg" maw={760}>
        <Group justify="space-between" gap="sm" mt={-8}>
          <Text c="dimmed">{invoiceDescription(invoice.products)}</Text>
          {/* Print, PDF and share live on the document page (src/features/billing/invoice-document). */}
          <ButtonLink to="/dashboard/invoices/$invoiceId/document" params={{ invoiceId: invoice.reference_code }} variant="light" size="sm">
            {t`Print, PDF or share`}
          </ButtonLink>
        </Group>
        {invoice.active_status_id === STATUS.active && invoice.end_date && (
          // Spec-silent: reminders before the cover ends (decisions: 'Reminders before cover ends').
          <RemindMe referenceCode={invoice.reference_code} endDate={invoice.end_date} size="sm" />
        )}
        {done && (
          <Alert
            color="green"
            variant="light"
            role="status"
            title={t`Success`}
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={() => setDone(null)}
          >
            {done}
          </Alert>
        )}
        {invoice.new_frequency_id !== null && <PendingFrequencyNotice next={invoice.new_frequency_id} />}
        {awaitsPayment(invoice) && <PayInvoiceNotice invoice={invoice} />}
        <InvoiceSummary
          invoice={invoice}
          onAutoBilling={() => setDialog('auto-billing')}
          onChangeFrequency={() => setDialog('frequency')}
        />
        <InvoiceBreakdown invoice={invoice} />
        <PremiumValueCard referenceCode={invoice.reference_code} />
      </Stack>

      {dialog === 'auto-billing' && <AutoBillingModal invoice={invoice} onClose={close} onDone={finish} />}
      {dialog === 'frequency' && <ChangeFrequencyDialog invoice={invoice} onClose={close} onDone={finish} />}
    </>
  )
}
