import { useMemo } from 'react'
import { Alert, SimpleGrid } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { useOutboxValue } from '@/lib/outbox'
import { activeCovers, attentionOf } from '../attention'
import { lagosToday } from '@/lib/format/lagos-days'
import { planMix } from '../plan-mix'
import { CoverCards, UnpaidCard } from './invoice-cards'
import { CoverTimeline } from './cover-timeline'
import { FreeSlotsCard, PendingCard, ProfilesCard } from './people-cards'
import { PlanMixChart } from './plan-mix-chart'

const pendingCount = (snapshot: { jobs: readonly unknown[] }) => snapshot.jobs.length

/**
 * What needs the owner's attention, from the cached invoices and enrollees (empty when spec §1's switches turn
 * them off), each card with its count and the action that resolves it; then the cover timeline and the plan chart.
 */
export function HomeAttention({
  invoices,
  enrollees,
  now,
}: {
  invoices: readonly Invoice[]
  enrollees: readonly EnrolleeListItem[]
  now: Date
}) {
  const { t } = useLingui()
  const pending = useOutboxValue(pendingCount)
  const attention = useMemo(() => attentionOf(invoices, enrollees, now), [invoices, enrollees, now])
  const covers = useMemo(() => activeCovers(invoices, now), [invoices, now])
  const mix = useMemo(() => planMix(enrollees), [enrollees])
  return (
    <>
      {attention.inOrder && pending === 0 ? (
        <Alert color="teal" title={t`Everything is in order`} mt="md">
          <Trans>No cover ends in the next 30 days, every invoice is paid and every profile is complete.</Trans>
        </Alert>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="md">
          <CoverCards endingSoon={attention.endingSoon} ended={attention.ended} />
          <UnpaidCard unpaid={attention.unpaid} />
          <FreeSlotsCard freeSlots={attention.freeSlots} />
          <ProfilesCard count={attention.incompleteProfiles} />
          <PendingCard count={pending} />
        </SimpleGrid>
      )}
      <CoverTimeline covers={covers} today={lagosToday(now)} />
      <PlanMixChart mix={mix} />
    </>
  )
}
