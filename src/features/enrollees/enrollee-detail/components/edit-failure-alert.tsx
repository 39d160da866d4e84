import { Alert, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { isApiError } from '@/lib/http/api-error'
import { errorMessage } from '@/lib/http/error-messages'
import { SupportEmail } from './support-email'

/**
 * Spec §8 edit failure: the fixed "Oops!" text with the support address, and
 * below it what went wrong when we know (the server's message, or offline).
 */
export function EditFailureAlert({ error, onClose }: { error: unknown; onClose: () => void }) {
  const { i18n, t } = useLingui()
  const detail = isApiError(error) && (error.kind === 'network' || error.serverMessage) ? errorMessage(i18n, error) : null
  return (
    <Alert color="red" variant="light" role="alert" title={t`Error`} withCloseButton closeButtonLabel={t`Dismiss`} onClose={onClose}>
      <Text size="sm">
        <Trans>
          Oops!...Something seems to have gone wrong. Please contact <SupportEmail /> for support.
        </Trans>
      </Text>
      {detail && (
        <Text size="sm" mt="xs">
          {detail}
        </Text>
      )}
    </Alert>
  )
}
