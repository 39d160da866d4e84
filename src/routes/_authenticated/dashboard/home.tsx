import { createFileRoute } from '@tanstack/react-router'
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'

/** Spec §2 /dashboard/home: title and text only. */
export const Route = createFileRoute('/_authenticated/dashboard/home')({
  component: HomePage,
})

function HomePage() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Home`}</PageTitle>
      <Text maw={640}>
        <Trans>Welcome to your plan-owner dashboard. Manage the people on your health plans, complete their profiles, and keep your invoices paid, even when your network is poor.</Trans>
      </Text>
    </>
  )
}
