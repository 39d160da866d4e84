import { useRef } from 'react'
import { Alert, Group, Paper, Text, Title } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import type { Invoice } from '@/lib/contract/billing'
import { OfflineButton } from '@/components/network/online-only-button'
import { useOnlineStatus } from '@/lib/network/online-status'
import { planButtons, unassignedSlots } from '../plan-slots'
import { AssignPlan } from './assign-plan'
import { RenewPlan } from './renew-plan'
import { SlotsUsedUpText } from './slots-used-up'

type Props = {
  invoices: readonly Invoice[]
  /** Called after a renewal was paid with the saved card, so the page can refresh what depends on it. */
  onRenewed?: () => void
}

/** Spec §2 header of the enrollee list: free plan slots, what to do with them, and the plan buttons. */
export function PlanActions({ invoices, onRenewed }: Props) {
  const { t } = useLingui()
  const slots = unassignedSlots(invoices)
  const buttons = planButtons(invoices)
  // Buying leads to payment: offline the link becomes a disabled button with the reason.
  const online = useOnlineStatus()
  const actions = useRef<HTMLDivElement>(null)
  // When Assign plan has gone, its place in the row goes to the next action (Buy new plan).
  const focusFirstAction = () => actions.current?.querySelector<HTMLElement>('a[href], button')?.focus()
  return (
    <Paper component="section" aria-label={t`Plan slots`} withBorder p="md" mb="lg">
      <Title order={2} fz="lg" mb={4}>
        <Plural value={slots} _0="No unassigned plan slots" one="# unassigned plan slot" other="# unassigned plan slots" />
      </Title>
      {/* The same words whatever the count (spec §2: the count and instructions), so the list's shell in index.html
          paints them, where they stand here, before the app has arrived (decisions: 'Speed'). */}
      <Text size="sm" c="dimmed">
        <Trans>
          Each plan slot covers one person. Assign a plan to add an enrollee to a free slot; they, or you, then complete their profile.
        </Trans>
      </Text>
      {slots === 0 && (
        <Alert color="yellow" variant="light" p="xs" mt="xs">
          <SlotsUsedUpText />
        </Alert>
      )}
      <Group gap="sm" mt="md" ref={actions}>
        <AssignPlan invoices={invoices} showButton={buttons.assign} focusInstead={focusFirstAction} />
        {buttons.assign && (
          <ButtonLink to="/dashboard/enrollees/import" search={{ refCode: undefined }} variant="light">
            <Trans>Import a staff list</Trans>
          </ButtonLink>
        )}
        {buttons.buyNew &&
          (online ? (
            <ButtonLink to="/dashboard/invoices/edit/new-invoice" variant={buttons.assign ? 'light' : 'filled'}>
              <Trans>Buy new plan</Trans>
            </ButtonLink>
          ) : (
            <OfflineButton variant={buttons.assign ? 'light' : 'filled'}>
              <Trans>Buy new plan</Trans>
            </OfflineButton>
          ))}
        <RenewPlan showButton={buttons.renew} onRenewed={onRenewed} />
      </Group>
    </Paper>
  )
}
