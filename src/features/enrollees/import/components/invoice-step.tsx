import { List, Radio, Stack, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'

type Props = {
  invoices: readonly Invoice[]
  chosen: string | undefined
  onChoose: (referenceCode: string) => void
}

/** Step 1: the invoice whose free slots the list fills, with its free slots per plan. */
export function InvoiceStep({ invoices, chosen, onChoose }: Props) {
  const { t } = useLingui()
  if (invoices.length === 0) {
    return (
      <Text>
        <Trans>None of your active invoices has a free slot. Buy a plan first, then import your staff list.</Trans>
      </Text>
    )
  }
  const invoice = invoices.find((each) => each.reference_code === chosen)
  const code = invoice?.reference_code ?? ''
  return (
    <Stack>
      <Radio.Group label={t`Which invoice's free slots should the list fill?`} value={chosen ?? null} onChange={onChoose}>
        <Stack gap="xs" mt="xs">
          {invoices.map((each) => (
            <Radio key={each.reference_code} value={each.reference_code} label={each.reference_code} />
          ))}
        </Stack>
      </Radio.Group>
      {invoice && (
        <List aria-label={t`Free slots on ${code}`} size="sm">
          {invoice.products.map((plan) => (
            <List.Item key={plan.id}>
              {plan.name}: <Plural value={plan.no_of_available_slots} one="# free slot" other="# free slots" />
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  )
}
