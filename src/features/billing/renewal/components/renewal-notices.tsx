import { Button, Group, List, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** PLAN_RESET_NOTICE (spec §2 "reactivate and back"): renewing starts a new cover period. */
export function PlanResetNotice({ onReactivate, onBack }: { onReactivate: () => void; onBack: () => void }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Your plan starts again from the day you pay</Trans>
      </Title>
      <List size="sm" spacing="xs">
        <List.Item>
          <Trans>A new cover period begins once the payment goes through.</Trans>
        </List.Item>
        <List.Item>
          <Trans>The days since the cover ended are not covered.</Trans>
        </List.Item>
        <List.Item>
          <Trans>Next you choose who is renewed and see the total.</Trans>
        </List.Item>
      </List>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack}>
          <Trans>Back</Trans>
        </Button>
        <Button onClick={onReactivate}>
          <Trans>Reactivate</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** VARIABLE_BILLING_NOTICE (spec §2 "reactivate and restart"): pay the variable fees, or restart as a plain renewal. */
export function VariableBillingNotice({ onReactivate, onRestart }: { onReactivate: () => void; onRestart: () => void }) {
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>This invoice uses variable billing</Trans>
      </Title>
      <Text size="sm">
        <Trans>Reactivate to bring your enrollees' cover back by paying their variable-billing fees, all at once or month by month.</Trans>
      </Text>
      <Text size="sm">
        <Trans>Or restart: choose who is renewed and pay for a new cover period, without variable billing.</Trans>
      </Text>
      <Group justify="space-between">
        <Button variant="default" onClick={onRestart}>
          <Trans>Restart</Trans>
        </Button>
        <Button onClick={onReactivate}>
          <Trans>Reactivate</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
