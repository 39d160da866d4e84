import { useState } from 'react'
import { Button, Group, Radio, SegmentedControl, Stack, Table, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { PERIODS, isPeriod, periodLabel, type Period } from '@/lib/billing/frequency'
import type { Plan } from '@/lib/contract/catalogue'
import { formatNaira } from '@/lib/format/money'
import { cartTotal, pricedItems, type ExtensionCart } from '../extension-cart'
import { useExtensionCheckout } from '../use-extension-checkout'

type Props = {
  enrolleeId: number
  cart: ExtensionCart
  offered: readonly Plan[]
  onBack: () => void
}

type Card = 'new' | 'previous'

/** Spec §2 checkout view: frequency switcher, price table, total, new or previous card, pay. */
export function ExtensionCheckout({ enrolleeId, cart, offered, onBack }: Props) {
  const { i18n, t } = useLingui()
  // The first option, as the renewal's frequency defaults (spec §4); nothing else says which.
  const [period, setPeriod] = useState<Period>('monthly')
  const [card, setCard] = useState<Card>('new')
  const checkout = useExtensionCheckout(enrolleeId)
  const items = pricedItems(cart, offered, period)
  const total = formatNaira(cartTotal(items))

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        checkout.pay({ cart, period, useNewCard: card === 'new' })
      }}
    >
      <Stack gap="md">
        <Stack gap={4}>
          <Text fw={500} id="extension-frequency-label">
            <Trans>Payment frequency</Trans>
          </Text>
          <SegmentedControl
            role="radiogroup"
            aria-labelledby="extension-frequency-label"
            fullWidth
            value={period}
            onChange={(value) => {
              if (isPeriod(value)) setPeriod(value)
            }}
            data={PERIODS.map((value) => ({ value, label: i18n._(periodLabel(value)) }))}
          />
        </Stack>
        <Table withTableBorder verticalSpacing="xs" aria-label={t`Order summary`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Extra benefit`}</Table.Th>
              <Table.Th ta="right">{i18n._(periodLabel(period))}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((item) => (
              <Table.Tr key={item.product.id}>
                <Table.Td>{item.product.name}</Table.Td>
                <Table.Td ta="right">{formatNaira(item.unitPrice)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t`Total`}</Table.Th>
              <Table.Td ta="right" fw={700}>
                {total}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Radio.Group
          name="card"
          label={t`How do you want to pay?`}
          value={card}
          onChange={(value) => setCard(value === 'previous' ? 'previous' : 'new')}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="new" label={t`New card`} description={t`Enter the card details on the payment page.`} />
            <Radio value="previous" label={t`Previous card`} description={t`Charge the card you paid with last time, at once.`} />
          </Stack>
        </Radio.Group>
        {checkout.isError && (
          <ErrorBanner error={checkout.error} title={t`The payment could not be started`} onClose={() => checkout.reset()} />
        )}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={checkout.busy}>
            <Trans>Back</Trans>
          </Button>
          <OnlineOnlyButton type="submit" loading={checkout.busy}>
            <Trans>Pay {total}</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </form>
  )
}
