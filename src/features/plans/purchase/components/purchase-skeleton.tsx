import { SimpleGrid, Skeleton, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'

/** The plans' place while they load: the frequency switcher and three plan cards. */
export function PurchaseSkeleton() {
  const { t } = useLingui()
  return (
    <Stack gap="md" role="status" aria-label={t`Loading plans`}>
      <Skeleton height={36} maw={360} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        <Skeleton height={320} />
        <Skeleton height={320} />
        <Skeleton height={320} />
      </SimpleGrid>
    </Stack>
  )
}
