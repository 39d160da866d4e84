import { createFileRoute, redirect, useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { VerifyCodePage } from '@/features/auth/components/verify-code-page'
import { readResetState } from '@/features/auth/reset-state'

/** Spec §2 /reset-password/verify: optional `token` (moved out of the URL), else the code form. */
export const Route = createFileRoute('/reset-password/verify')({
  validateSearch: v.object({ token: optionalText }),
  beforeLoad: ({ search, preload, location }) => {
    if (preload || search.token === undefined) return
    throw redirect({
      to: '/reset-password/verify',
      search: {},
      state: { ...readResetState(location.state), resetToken: search.token },
      replace: true,
    })
  },
  component: VerifyCodeRoute,
})

function VerifyCodeRoute() {
  const state = readResetState(useLocation({ select: (location) => location.state }))
  return <VerifyCodePage message={state.resetMessage} linkCode={state.resetToken} />
}
