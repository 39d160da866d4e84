import { Skeleton } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { EnrolleeListSkeleton } from './enrollee-list-skeleton'

/** The enrollees page while it loads: its title, the plan actions' place (composed in by the route) and the list. */
export function EnrolleesPageSkeleton() {
  const { t } = useLingui()
  return (
    <>
      <PageTitle>{t`Enrollees`}</PageTitle>
      <Skeleton height={132} mb="lg" />
      <EnrolleeListSkeleton />
    </>
  )
}
