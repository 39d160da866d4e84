import { Button, List, Text } from '@mantine/core'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { AnchorLink, ButtonLink } from '@/components/links'
import { openPendingChanges } from '@/components/outbox/open-pending-changes'
import type { Attention } from '../attention'
import { AttentionCard } from './attention-card'

/** Free plan slots per invoice, each with its Assign (the add-enrollee page for that invoice). */
export function FreeSlotsCard({ freeSlots }: Pick<Attention, 'freeSlots'>) {
  const { t } = useLingui()
  if (freeSlots.length === 0) return null
  const total = freeSlots.reduce((sum, invoice) => sum + invoice.free, 0)
  return (
    <AttentionCard title={t`Free plan slots`} count={total}>
      <List spacing={4} listStyleType="none" p={0}>
        {freeSlots.map(({ ref, free }) => (
          <List.Item key={ref}>
            <Text span>
              {ref}: <Plural value={free} one="# free slot" other="# free slots" />
            </Text>{' '}
            <AnchorLink to="/dashboard/invoices/edit/add-enrollee" search={{ refCode: ref }} aria-label={t`Assign a slot of ${ref}`}>
              <Trans>Assign</Trans>
            </AnchorLink>
          </List.Item>
        ))}
      </List>
    </AttentionCard>
  )
}

export function ProfilesCard({ count }: { count: number }) {
  const { t } = useLingui()
  if (count === 0) return null
  return (
    <AttentionCard title={t`Profiles to complete`} count={count}>
      <Text mb="xs">
        <Plural value={count} one="# enrollee has no profile yet." other="# enrollees have no profile yet." />
      </Text>
      <ButtonLink to="/dashboard/enrollees" search={{ status: 'incomplete' }} size="xs" variant="light">
        <Trans>Show them</Trans>
      </ButtonLink>
    </AttentionCard>
  )
}

export function PendingCard({ count }: { count: number }) {
  const { t } = useLingui()
  if (count === 0) return null
  return (
    <AttentionCard title={t`Changes waiting to sync`} count={count} tone="yellow">
      <Text mb="xs">
        <Plural value={count} one="# change is saved on this phone only." other="# changes are saved on this phone only." />
      </Text>
      <Button size="xs" variant="light" onClick={openPendingChanges} aria-haspopup="dialog">
        <Trans>Show pending changes</Trans>
      </Button>
    </AttentionCard>
  )
}
