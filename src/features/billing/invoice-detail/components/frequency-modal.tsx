import { useState } from 'react'
import { Alert, Button, Group, Modal, Radio, Skeleton, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { GROUP_DISCOUNT_MIN_ENROLLEES, GROUP_DISCOUNT_PERCENT, YEARLY_DISCOUNT_PERCENT } from '@/lib/billing/pricing'
import { periodLabel } from '@/lib/billing/frequency'
import { groupPrice } from '@/lib/billing/group-discount'
import { formatNaira } from '@/lib/format/money'
import { errorMessage } from '@/lib/http/error-messages'
import { ErrorBanner } from '@/components/error-banner'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { FREQUENCY_CHOICES, type FrequencyChoice, type FrequencyChoicePeriod } from '../frequency-change'

type Props = {
  /** null while the catalogue's prices load. */
  choices: readonly FrequencyChoice[] | null
  /** The catalogue could not be read (and nothing is cached). */
  loadError: unknown
  onRetryLoad: () => void
  groupDiscount: boolean
  saving: boolean
  saveError: unknown
  onConfirm: (period: FrequencyChoicePeriod) => void
  onClose: () => void
}

/**
 * Spec §2 payment-frequency modal: quarterly and yearly prices for this
 * invoice's plans, confirm, the note that the change applies from the next
 * billing cycle, and for four or more enrollees the 20% discount: the prices
 * shown are discounted, each with its price before the discount.
 */
export function FrequencyModal({ choices, loadError, onRetryLoad, groupDiscount, saving, saveError, onConfirm, onClose }: Props) {
  const { i18n, t } = useLingui()
  // With a single real choice (e.g. a quarterly invoice can only move to yearly), it is preselected.
  const [picked, setPicked] = useState<FrequencyChoicePeriod | null>(null)
  const selectable = choices?.filter((choice) => choice.selectable) ?? []
  const only = selectable.length === 1 ? selectable[0] : undefined
  const selected = picked ?? only?.period ?? null
  const onChange = (value: string) => setPicked(FREQUENCY_CHOICES.find((period) => period === value) ?? null)

  return (
    <Modal opened onClose={onClose} title={t`Payment frequency`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>The change takes effect from the next billing cycle. This cycle is not affected: it keeps its price and end date.</Trans>
        </Text>
        {choices === null ? (
          loadError ? (
            <ErrorBanner error={loadError} title={t`The prices could not be loaded`} onRetry={onRetryLoad} />
          ) : (
            <Stack gap="xs" role="status" aria-label={t`Loading prices`}>
              <Skeleton height={56} />
              <Skeleton height={56} />
            </Stack>
          )
        ) : (
          <Radio.Group value={selected} onChange={onChange} label={t`Bill this invoice`}>
            <Stack gap="sm" mt="xs">
              {choices.map((choice) => (
                <Radio
                  key={choice.period}
                  value={choice.period}
                  disabled={!choice.selectable}
                  label={choiceLabel(choice)}
                  description={choiceNote(choice)}
                />
              ))}
            </Stack>
          </Radio.Group>
        )}
        {groupDiscount && (
          <Alert color="green" variant="light" p="sm" role="note">
            <Trans>
              With {GROUP_DISCOUNT_MIN_ENROLLEES} or more enrollees this invoice gets a {GROUP_DISCOUNT_PERCENT}% discount. The prices above
              include it.
            </Trans>
          </Alert>
        )}
        {Boolean(saveError) && (
          <Alert color="red" variant="light" role="alert" title={t`Error`}>
            {errorMessage(i18n, saveError)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineOnlyButton
            loading={saving}
            disabled={selected === null}
            onClick={() => {
              if (selected) onConfirm(selected)
            }}
          >
            <Trans>Confirm</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </Modal>
  )
  function choiceNote(choice: FrequencyChoice): string | undefined {
    const notes = [statusNote(choice), beforeDiscountNote(choice)].filter((note) => note !== undefined)
    return notes.length > 0 ? notes.join(' · ') : undefined
  }

  /** With the group discount the label shows the discounted price, and this says what it was before. */
  function beforeDiscountNote(choice: FrequencyChoice): string | undefined {
    if (choice.total === null) return undefined
    const { before } = groupPrice(choice.total, groupDiscount)
    if (before === null) return undefined
    const price = formatNaira(before)
    return t`${price} before the ${GROUP_DISCOUNT_PERCENT}% discount`
  }

  function statusNote(choice: FrequencyChoice): string | undefined {
    if (choice.pending) return t`Already chosen: starts with the next billing cycle`
    if (choice.current) return choice.selectable ? t`Current frequency: choose it to cancel the pending change` : t`Current frequency`
    if (choice.period === 'yearly') return t`${YEARLY_DISCOUNT_PERCENT}% off compared with paying quarterly`
    return undefined
  }

  function choiceLabel(choice: FrequencyChoice): string {
    const name = i18n._(periodLabel(choice.period))
    if (choice.total === null) return t`${name}: price not available`
    const price = formatNaira(groupPrice(choice.total, groupDiscount).price)
    return choice.period === 'yearly' ? t`${name}: ${price} a year` : t`${name}: ${price} a quarter`
  }
}
