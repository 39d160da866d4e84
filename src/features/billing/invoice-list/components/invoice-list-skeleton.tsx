import { Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** The list's shape while it loads: a count line, then row placeholders. */
export function InvoiceListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useLingui()
  return (
    <Stack gap="sm" role="status" aria-label={t`Loading invoices`} aria-busy>
      <Skeleton height={20} width="30%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={96} />
      ))}
    </Stack>
  )
}
