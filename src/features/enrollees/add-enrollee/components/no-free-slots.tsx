import { Alert, Group } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'

/** Every slot on the invoice is taken (or it is not active): nothing to offer (spec §5). */
export function NoFreeSlots({ referenceCode }: { referenceCode: string }) {
  const { t } = useLingui()
  return (
    <Alert color="yellow" variant="light" title={t`No free plan slots`} maw={520}>
      <Trans>Every plan slot on invoice {referenceCode} is already taken. Buy a new plan to add more enrollees.</Trans>
      <Group mt="md">
        <ButtonLink to="/dashboard/invoices/edit/new-invoice" size="xs">
          <Trans>Buy a new plan</Trans>
        </ButtonLink>
        <ButtonLink to="/dashboard/enrollees" size="xs" variant="default">
          <Trans>Back to enrollees</Trans>
        </ButtonLink>
      </Group>
    </Alert>
  )
}
