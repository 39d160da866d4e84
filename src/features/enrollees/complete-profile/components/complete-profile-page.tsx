import { useState } from 'react'
import { Center, Loader, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Navigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { isApiError } from '@/lib/http/api-error'
import { unhashQueryOptions } from '../../queries'
import { isAbortError } from '../signup-errors'
import { useProfileJob } from '../use-profile-job'
import { ProfileForm } from './profile-form'
import { ProfileQueued } from './profile-queued'
import { ProfileSuccess } from './profile-success'
import { MissingHash, SignupAbort, SignupErrorAlert } from './signup-notices'

type Props = { enrolleeId: number; hash: string | undefined; successful: boolean }

/** /dashboard/enrollees/{id}/complete-profile (spec §2): success screen, missing link, or the sign-up form. */
export function CompleteProfilePage({ enrolleeId, hash, successful }: Props) {
  const { t } = useLingui()
  const body = () => {
    if (successful) return <ProfileSuccess enrolleeId={enrolleeId} />
    return hash ? <SignupOrQueued enrolleeId={enrolleeId} hash={hash} /> : <MissingHash />
  }
  return (
    <>
      <PageTitle>{t`Complete profile`}</PageTitle>
      {body()}
    </>
  )
}

/**
 * A profile already kept in the outbox for this enrollee is shown instead of
 * the form (sending it twice would spend the link twice). Once this visit's
 * form has submitted, the form decides: it says when its profile was queued.
 */
function SignupOrQueued({ enrolleeId, hash }: { enrolleeId: number; hash: string }) {
  const job = useProfileJob(enrolleeId)
  const [phase, setPhase] = useState<'form' | 'submitted' | 'queued'>('form')
  const [sawJob, setSawJob] = useState(false)
  if (job && !sawJob) setSawJob(true)

  const reopen = () => {
    setSawJob(false)
    setPhase('form')
  }
  if (phase !== 'submitted') {
    if (job) return <ProfileQueued enrolleeId={enrolleeId} job={job} onReopened={reopen} />
    // The kept profile has left the outbox: sent in the background (or discarded); its record tells which.
    if (phase === 'queued' || sawJob) return <ProfileSuccess enrolleeId={enrolleeId} />
  }
  return <SignupLoader enrolleeId={enrolleeId} hash={hash} onSubmitted={() => setPhase('submitted')} onQueued={() => setPhase('queued')} />
}

type LoaderProps = { enrolleeId: number; hash: string; onSubmitted: () => void; onQueued: () => void }

function SignupLoader({ enrolleeId, hash, onSubmitted, onQueued }: LoaderProps) {
  const { t } = useLingui()
  // A failure the route's loader already met is shown as it is, not fetched (and retried) a second time.
  const unhash = useQuery({ ...unhashQueryOptions(hash), retryOnMount: false })

  if (unhash.isPending) {
    return (
      <Center mih="30vh" role="status" aria-label={t`Loading the sign-up form`}>
        <Loader />
      </Center>
    )
  }
  if (unhash.isError) {
    // Spec §6: a hash of someone else's enrollee sends the user back to their list.
    if (isApiError(unhash.error) && unhash.error.code === 403) return <Navigate to="/dashboard/enrollees" replace />
    if (isAbortError(unhash.error)) return <SignupAbort error={unhash.error} />
    return (
      <SignupErrorAlert error={unhash.error} failed="load" title={t`The sign-up form did not load`} onRetry={() => void unhash.refetch()} />
    )
  }
  const { data } = unhash
  return (
    <Stack gap="md">
      <Text c="dimmed">
        {data.company_name
          ? t`For ${data.first_name} ${data.last_name}, covered by ${data.company_name}.`
          : t`For ${data.first_name} ${data.last_name}.`}
      </Text>
      <ProfileForm enrolleeId={enrolleeId} hash={hash} unhash={data} onSubmitted={onSubmitted} onQueued={onQueued} />
    </Stack>
  )
}
