import { useState } from 'react'
import { createFileRoute, type ErrorComponentProps } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '@/config/env'
import { LastUpdated } from '@/components/last-updated'
import { PageTitle } from '@/components/page-title'
import { RouteLoadError } from '@/components/route-load-error'
import { HomeAttention } from '@/features/home/components/home-attention'
import { enrolleesQueryOptions } from '@/features/enrollees/queries'
import { invoicesQueryOptions } from '@/lib/invoices/queries'
import { ensureCached } from '@/lib/query/ensure-cached'

const { manageBilling, manageEnrollees } = config.features

/** Spec §2 /dashboard/home: its title and text, then what needs doing, from the enrollees and invoices composed here. */
export const Route = createFileRoute('/_authenticated/dashboard/home')({
  loader: ({ context: { queryClient } }) =>
    Promise.all([
      manageBilling ? ensureCached(queryClient, invoicesQueryOptions()) : null,
      manageEnrollees ? ensureCached(queryClient, enrolleesQueryOptions()) : null,
    ]),
  errorComponent: HomeLoadError,
  component: HomePage,
})

function Intro() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Home`}</PageTitle>
      <Text maw={640}>
        <Trans>
          Welcome to your plan-owner dashboard. Manage the people on your health plans, complete their profiles, and keep your invoices
          paid, even when your network is poor.
        </Trans>
      </Text>
    </>
  )
}

function HomePage() {
  // The loader filled both; a switched-off list is neither read nor shown (spec §1).
  const invoices = useQuery({ ...invoicesQueryOptions(), enabled: manageBilling })
  const enrollees = useQuery({ ...enrolleesQueryOptions(), enabled: manageEnrollees })
  const [now] = useState(() => new Date())
  const updatedAt = Math.min(...[invoices.dataUpdatedAt, enrollees.dataUpdatedAt].filter((at) => at > 0))
  return (
    <>
      <Intro />
      <LastUpdated updatedAt={Number.isFinite(updatedAt) ? updatedAt : 0} />
      <HomeAttention invoices={invoices.data ?? []} enrollees={enrollees.data ?? []} now={now} />
    </>
  )
}

function HomeLoadError(props: ErrorComponentProps) {
  const { t } = useLingui()
  return <RouteLoadError {...props} heading={<Intro />} title={t`What needs doing could not be loaded`} />
}
