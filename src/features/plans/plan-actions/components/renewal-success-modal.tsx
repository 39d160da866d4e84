import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'

/** Spec §2 "a success modal exists": the saved card was charged, so the plan is active again now. */
export function RenewalSuccessModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useLingui()
  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Plan renewed`} centered>
      <Text>
        <Trans>Payment received. The enrollees you chose are covered again from today.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>Done</Trans>
        </Button>
      </Group>
    </LazyModal>
  )
}
