import { Alert, Button, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage, type ErrorContext } from '@/lib/http/error-messages'

type Props = {
  error: unknown
  context?: ErrorContext
  title?: string
  onRetry?: () => void
  onClose?: () => void
}

/** A red banner with the spec §8 text for `error`; announced to screen readers. */
export function ErrorBanner({ error, context, title, onRetry, onClose }: Props) {
  const { i18n, t } = useLingui()
  return (
    <Alert
      color="red"
      variant="light"
      title={title ?? t`Error`}
      role="alert"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t`Dismiss`}
      onClose={onClose}
      mb="md"
    >
      {errorMessage(i18n, error, context)}
      {onRetry && (
        <Group mt="sm">
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            <Trans>Try again</Trans>
          </Button>
        </Group>
      )}
    </Alert>
  )
}
