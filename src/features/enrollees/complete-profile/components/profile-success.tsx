import { Alert, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import { enrolleeQueryOptions } from '../../queries'

/**
 * `?successful`: either the profile was just completed, or the enrollee was
 * added to complete it themselves (spec §2). The enrollee's record says which.
 */
export function ProfileSuccess({ enrolleeId }: { enrolleeId: number }) {
  const { t } = useLingui()
  const enrollee = useQuery(enrolleeQueryOptions(enrolleeId))
  const data = enrollee.data
  const name = data ? `${data.first_name} ${data.last_name}` : ''

  const message = () => {
    if (!data) {
      return <Trans>All done. The enrollee's profile is completed, or they will complete it from the link we emailed them.</Trans>
    }
    if (data.profile) {
      return t`${name}'s profile is complete. Their HMO ID is ${data.profile.hmo_id}.`
    }
    return t`${name} has been added. Their profile is not complete yet: it can be completed now, or later from their page.`
  }

  return (
    <Stack gap="md" maw={560}>
      <Alert color="green" variant="light" title={data && !data.profile ? t`Enrollee added` : t`Profile completed`} role="status">
        <Text size="sm">{message()}</Text>
      </Alert>
      <Group>
        {data && !data.profile && data.hash && (
          <ButtonLink
            to="/dashboard/enrollees/$enrolleeId/complete-profile"
            params={{ enrolleeId: String(enrolleeId) }}
            search={{ hash: data.hash }}
          >
            <Trans>Complete profile now</Trans>
          </ButtonLink>
        )}
        <ButtonLink
          to="/dashboard/enrollees/$enrolleeId"
          params={{ enrolleeId: String(enrolleeId) }}
          variant={data && !data.profile ? 'default' : 'filled'}
        >
          <Trans>View enrollee</Trans>
        </ButtonLink>
        <ButtonLink to="/dashboard/enrollees" variant="default">
          <Trans>Back to enrollees</Trans>
        </ButtonLink>
      </Group>
    </Stack>
  )
}
