import { Affix, Button, Group, Notification, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AppUpdate, UpdateStatus } from '@/lib/pwa/app-update'

/** The prompt itself (see update-prompt.tsx), loaded only once a new version waits. */
export function UpdateNotice({ update, status }: { update: AppUpdate; status: UpdateStatus }) {
  const { t } = useLingui()
  return (
    <Affix position={{ bottom: 16, left: 16, right: 16 }} zIndex={300}>
      <Notification
        role="alert"
        title={t`A new version is available`}
        withCloseButton={false}
        withBorder
        maw={440}
        mx="auto"
        style={{ boxShadow: 'var(--mantine-shadow-lg)' }}
      >
        <Text size="sm" c="var(--mantine-color-text)">
          <Trans>Reload to start using it. Nothing changes until you do.</Trans>
        </Text>
        <Group gap="xs" mt="sm">
          <Button size="xs" onClick={update.reloadToUpdate} loading={status === 'reloading'}>
            <Trans>Reload</Trans>
          </Button>
          <Button size="xs" variant="subtle" onClick={update.dismiss} disabled={status === 'reloading'}>
            <Trans>Later</Trans>
          </Button>
        </Group>
      </Notification>
    </Affix>
  )
}
