import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { ButtonLink } from '@/components/links'

/** Spec §2 "slot-used-up message". */
export function SlotsUsedUpText() {
  return (
    <Text size="sm">
      <Trans>All your plan slots are in use. Buy a new plan to add more enrollees.</Trans>
    </Text>
  )
}

/**
 * Shown when "Assign plan" finds, on fresher data, that the last slot has just been used. That hides the
 * button it was opened with, so `onClose` places focus itself.
 */
export function SlotsUsedUpModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <LazyModal opened={opened} onClose={onClose} title={t`No free plan slots`} centered returnFocus={false}>
      <SlotsUsedUpText />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Close</Trans>
        </Button>
        <ButtonLink to="/dashboard/invoices/edit/new-invoice">
          <Trans>Buy new plan</Trans>
        </ButtonLink>
      </Group>
    </LazyModal>
  )
}
