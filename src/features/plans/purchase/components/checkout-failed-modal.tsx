import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import { errorMessage } from '@/lib/http/error-messages'

/** Spec §8: a checkout failure shows the server's message (else the default) in a dismissable "Notification!" modal. */
export function CheckoutFailedModal({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { t, i18n } = useLingui()
  return (
    <LazyModal opened={error !== null} onClose={onClose} title={t`Notification!`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text role="alert">{error === null ? '' : errorMessage(i18n, error)}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          <Trans>OK</Trans>
        </Button>
      </Group>
    </LazyModal>
  )
}
