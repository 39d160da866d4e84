import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '@/config/env'
import { ButtonLink } from '@/components/links'
import { signupErrorText } from '../signup-errors'

type SignupErrorAlertProps = { error: unknown; title: string; failed: 'load' | 'save'; onRetry?: () => void }

/** A failure of the sign-up (spec §8): server message, photo-upload text or the default of what failed. */
export function SignupErrorAlert({ error, title, failed, onRetry }: SignupErrorAlertProps) {
  const { i18n } = useLingui()
  return (
    <Alert color="red" variant="light" title={title} role="alert">
      {signupErrorText(i18n, error, failed)}
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

function BackToEnrollees() {
  return (
    <Group>
      <ButtonLink to="/dashboard/enrollees" variant="default">
        <Trans>Back to enrollees</Trans>
      </ButtonLink>
    </Group>
  )
}

/** Opened without `?hash=`: nothing to fill in. */
export function MissingHash() {
  const { t } = useLingui()
  return (
    <Stack gap="md" maw={560}>
      <Alert color="yellow" variant="light" title={t`This sign-up link is incomplete`} role="alert">
        <Trans>
          The link has no sign-up code, so the profile cannot be completed from it. Open the enrollee from the list and choose "Complete
          profile", or use the full link from the email.
        </Trans>
      </Alert>
      <BackToEnrollees />
    </Stack>
  )
}

/** Spec §8 abort state: the link cannot be used (unknown or already used); only support can help. */
export function SignupAbort({ error }: { error: unknown }) {
  const { i18n, t } = useLingui()
  const email = config.support.email
  return (
    <Stack gap="md" maw={560}>
      <Alert color="red" variant="light" title={t`This profile cannot be completed`} role="alert">
        <Text size="sm">{signupErrorText(i18n, error)}</Text>
        <Text size="sm" mt="xs">
          <Trans>
            If you think this is a mistake, write to <Anchor href={`mailto:${email}`}>{email}</Anchor> and we will sort it out.
          </Trans>
        </Text>
      </Alert>
      <BackToEnrollees />
    </Stack>
  )
}
