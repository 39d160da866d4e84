import { Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import { PageTitle } from '@/components/page-title'

/** No refCode, or the API does not know it (spec §8: invoice 404 shows not-found). */
export function InvoiceNotFound() {
  const { t } = useLingui()
  return (
    <Stack gap={0} maw={520}>
      <PageTitle>{t`Invoice not found`}</PageTitle>
      <Text mb="md">
        <Trans>We could not find the invoice to add an enrollee to. Open your enrollee list and choose "Assign plan" again.</Trans>
      </Text>
      <ButtonLink to="/dashboard/enrollees" w="fit-content">
        <Trans>Back to enrollees</Trans>
      </ButtonLink>
    </Stack>
  )
}
