import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { periodLabel } from '@/lib/billing/frequency'
import type { PurchasePeriod } from '../purchase-search'

type Props = {
  /** The frequency waiting for confirmation; null when nothing is asked. */
  next: PurchasePeriod | null
  current: PurchasePeriod
  onConfirm: () => void
  onCancel: () => void
}

/** Spec §4: changing the frequency with plans in the cart asks first; yes empties the cart. */
export function FrequencyChangeModal({ next, current, onConfirm, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const from = i18n._(periodLabel(current))
  const to = next ? i18n._(periodLabel(next)) : ''
  return (
    <LazyModal
      opened={next !== null}
      onClose={onCancel}
      title={t`Change the payment frequency?`}
      centered
      closeButtonProps={{ 'aria-label': t`Cancel` }}
    >
      <Text>
        <Trans>
          Your cart is priced {from}. Switching to {to} empties the cart; you then add plans again at the {to} price.
        </Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onCancel} data-autofocus>
          <Trans>Keep {from}</Trans>
        </Button>
        <Button color="red" onClick={onConfirm}>
          <Trans>Switch to {to} and empty the cart</Trans>
        </Button>
      </Group>
    </LazyModal>
  )
}
