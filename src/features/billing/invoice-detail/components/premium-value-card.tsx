import { useId } from 'react'
import { Paper, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatNaira } from '@/lib/format/money'
import { premiumValueQueryOptions } from '@/lib/invoices/queries'

/**
 * Spec §3 premium value, when the enrollees' claims came to more than the
 * premium. Extra information: it loads after the page, and when it is not
 * good news or cannot be read the card simply is not there.
 */
export function PremiumValueCard({ referenceCode }: { referenceCode: string }) {
  const { t } = useLingui()
  const titleId = useId()
  const { data } = useQuery(premiumValueQueryOptions(referenceCode))
  if (!data?.claims_gt_premium) return null
  const saved = formatNaira(data.saved_value)
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-labelledby={titleId} bg="green.0">
      <Title order={2} fz="h4" mb={4} id={titleId}>
        <Trans>Value of your cover</Trans>
      </Title>
      <Text size="sm">{t`Your enrollees' claims on this invoice came to ${saved} more than its premium.`}</Text>
    </Paper>
  )
}
