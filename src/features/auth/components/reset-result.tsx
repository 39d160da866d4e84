import { useEffect } from 'react'
import { Alert, Stack } from '@mantine/core'
import { useNavigate } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { keptReturnTo } from '../return-to'

/** The success alert of a reset, then /login after `delayMs` (spec §4, §9). */
export function ResetSuccess({ delayMs, message, returnTo }: { delayMs: number; message: string; returnTo: string | undefined }) {
  const navigate = useNavigate()
  const r = keptReturnTo(returnTo)
  useEffect(() => {
    const timer = setTimeout(() => void navigate({ to: '/login', search: { r }, replace: true }), delayMs)
    return () => clearTimeout(timer)
  }, [navigate, delayMs, r])
  return (
    <Stack>
      <Alert color="green" variant="light" role="status" title={message}>
        <Trans>You can now log in with your new password. Taking you to the login page…</Trans>
      </Alert>
      <AnchorLink to="/login" search={{ r }} ta="center">
        <Trans>Log in now</Trans>
      </AnchorLink>
    </Stack>
  )
}

/** A dead end of the reset flow (expired or invalid link) with a way to start over. */
export function ResetProblem({ message, returnTo }: { message: string; returnTo: string | undefined }) {
  return (
    <Stack>
      <Alert color="red" variant="light" role="alert">
        {message}
      </Alert>
      <AnchorLink to="/login" search={{ fp: 1, r: keptReturnTo(returnTo) }} ta="center">
        <Trans>Request a new reset link</Trans>
      </AnchorLink>
    </Stack>
  )
}
