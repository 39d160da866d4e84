import { createFileRoute, redirect, useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalNumber, optionalText } from '@/lib/search-params'
import { ResetLinkPage } from '@/features/auth/components/reset-link-page'
import { readResetState } from '@/features/auth/reset-state'

/**
 * Spec §2 /reset-password (exact): the emailed link, with `token` and
 * `expiry`. The token moves from the URL into history state at once, so it
 * stays out of the address bar and the history list.
 */
export const Route = createFileRoute('/reset-password/')({
  validateSearch: v.object({ token: optionalText, expiry: optionalNumber }),
  beforeLoad: ({ search, preload }) => {
    if (preload || search.token === undefined) return
    throw redirect({
      to: '/reset-password',
      search: {},
      state: { resetToken: search.token, resetExpiry: search.expiry },
      replace: true,
    })
  },
  component: ResetLinkRoute,
})

function ResetLinkRoute() {
  const state = readResetState(useLocation({ select: (location) => location.state }))
  return <ResetLinkPage token={state.resetToken} expiry={state.resetExpiry} />
}
