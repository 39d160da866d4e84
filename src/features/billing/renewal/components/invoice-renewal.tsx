import { Alert, Card, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import { ErrorBanner } from '@/components/error-banner'
import { PageTitle } from '@/components/page-title'
import type { Invoice } from '@/lib/contract/billing'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { invoiceEnrolleesQueryOptions } from '@/lib/invoices/queries'
import { renewableEnrollees } from '@/lib/billing/renewal-selection'
import { RenewalFlow } from './renewal-flow'

/**
 * The renewal steps of spec §4 for an expired or inactive invoice. This is the
 * LOADING status: the invoice's enrollees and the catalogue's prices are read
 * first, then the step machine starts at EXPIRED_REASON.
 */
export function InvoiceRenewal({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui()
  const enrollees = useQuery(invoiceEnrolleesQueryOptions(invoice.reference_code))
  const plans = useQuery(productsQueryOptions('all'))

  let body
  if (enrollees.isError || plans.isError) {
    body = (
      <ErrorBanner
        error={enrollees.error ?? plans.error}
        title={t`The renewal could not be loaded`}
        onRetry={() => {
          if (enrollees.isError) void enrollees.refetch()
          if (plans.isError) void plans.refetch()
        }}
      />
    )
  } else if (enrollees.isPending || plans.isPending) {
    body = (
      <Stack gap="sm" role="status" aria-label={t`Loading the renewal`}>
        <Skeleton height={24} width="60%" />
        <Skeleton height={16} />
        <Skeleton height={120} />
      </Stack>
    )
  } else {
    const renewable = renewableEnrollees(enrollees.data, plans.data)
    body =
      renewable.length === 0 ? (
        <NothingToRenew />
      ) : (
        <>
          <LeftOut count={enrollees.data.length - renewable.length} />
          <RenewalFlow key={invoice.reference_code} invoice={invoice} enrollees={renewable} plans={plans.data} />
        </>
      )
  }

  return (
    <>
      <PageTitle>{t`Renew invoice ${invoice.reference_code}`}</PageTitle>
      <Card component="section" withBorder padding="lg" maw={760} aria-label={t`Renewal`}>
        {body}
      </Card>
    </>
  )
}

/** Spec §6: only allowed plans are renewed; an invoice holding none of them sends the owner to the purchase page. */
function NothingToRenew() {
  return (
    <Alert color="yellow" title={<Trans>No plan on this invoice can be renewed</Trans>}>
      <Text size="sm" mb="sm">
        <Trans>The plans on this invoice are no longer sold, or no enrollee holds them. Buy a new plan instead.</Trans>
      </Text>
      <ButtonLink to="/dashboard/invoices/edit/new-invoice" size="xs">
        <Trans>Buy new plan</Trans>
      </ButtonLink>
    </Alert>
  )
}

/** Someone missing from the list should not be a puzzle: say who is left out and what to do instead. */
function LeftOut({ count }: { count: number }) {
  if (count <= 0) return null
  return (
    <Text size="sm" c="dimmed" mb="md">
      <Plural
        value={count}
        one="# enrollee on this invoice holds a plan that is not renewed here, so they are not listed. Buy a new plan for them."
        other="# enrollees on this invoice hold plans that are not renewed here, so they are not listed. Buy a new plan for them."
      />
    </Text>
  )
}
