import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { verbatim } from '@/lib/i18n/verbatim'
import type { AccountSwitch } from '../token-sign-in'

type Props = {
  account: AccountSwitch
  busy: boolean
  failed: boolean
  onContinue: () => void
  onStay: () => void
}

/**
 * /auth?at= with another user's token while someone is signed in: nothing
 * changes until the person holding the phone says so (decisions: 'A shared phone and payments').
 */
export function SwitchAccountPage({ account, busy, failed, onContinue, onStay }: Props) {
  const { t } = useLingui()
  const current = verbatim(account.current)
  const next = verbatim(account.next)
  const pending = account.pendingWrites
  return (
    <AuthLayout title={t`Switch account?`}>
      <Stack>
        <Text>
          <Trans>
            You are signed in as {current}. Continue as {next}?
          </Trans>
        </Text>
        <Text>
          {pending > 0 && account.keepsWrites && (
            <Trans>
              Changes not sent yet by {current}: {pending}. They stay on this phone and are sent when {current} signs in again.
            </Trans>
          )}
          {pending > 0 && !account.keepsWrites && (
            <Trans>
              Changes not sent yet by {current}: {pending}. This phone is not trusted (Remember me was off), so continuing deletes them.
            </Trans>
          )}
          {pending === 0 && <Trans>Continuing signs {current} out of this phone.</Trans>}
        </Text>
        {failed && (
          <Alert color="red" role="alert">
            <Trans>That sign-in link could not be used. Please sign in again.</Trans>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onStay} disabled={busy}>
            <Trans>Stay</Trans>
          </Button>
          <Button onClick={onContinue} loading={busy}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </AuthLayout>
  )
}
