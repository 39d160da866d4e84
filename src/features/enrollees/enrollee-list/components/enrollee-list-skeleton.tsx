import { Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** The list's shape while it loads: toolbar, count, then row placeholders. */
export function EnrolleeListSkeleton({ rows = 6 }: { rows?: number }) {
  const { t } = useLingui()
  return (
    <Stack gap="sm" role="status" aria-label={t`Loading enrollees`} aria-busy>
      <Skeleton height={56} />
      <Skeleton height={20} width="40%" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={88} />
      ))}
    </Stack>
  )
}
