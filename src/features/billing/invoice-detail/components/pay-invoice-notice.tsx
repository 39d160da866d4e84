import { useId } from 'react'
import { Group, Paper, Text, Title } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import type { Invoice } from '@/lib/contract/billing'
import { formatNaira } from '@/lib/format/money'
import { usePayInvoice } from '../mutations'

/**
 * A purchase whose payment was not completed (cancelled on the payment page,
 * or abandoned) stays pending: this is where it is paid later (spec §4 pay action).
 */
export function PayInvoiceNotice({ invoice }: { invoice: Pick<Invoice, 'reference_code' | 'total_price'> }) {
  const { t } = useLingui()
  const titleId = useId()
  const { pay, paying, error } = usePayInvoice(invoice.reference_code)
  const amount = formatNaira(invoice.total_price)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId}>
      <Title order={2} fz="h3" id={titleId} mb="xs">
        <Trans>Awaiting payment</Trans>
      </Title>
      <Text size="sm" mb="sm">
        <Trans>This invoice has not been paid yet. Its cover starts, and its plan slots can be given to enrollees, once it is paid.</Trans>
      </Text>
      {error && <ErrorBanner error={error} title={t`The payment could not be started`} />}
      <Group>
        <OnlineOnlyButton loading={paying} onClick={pay}>
          <Trans>Pay {amount}</Trans>
        </OnlineOnlyButton>
      </Group>
    </Paper>
  )
}
