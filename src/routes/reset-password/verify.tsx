import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { readUrlSecrets } from '@/lib/url-secrets'
import { VerifyCodePage } from '@/features/auth/components/verify-code-page'
import { readResetState } from '@/features/auth/reset-state'
import { keptReturnTo } from '@/features/auth/return-to'

/**
 * Spec §2 /reset-password/verify: optional `token` (kept out of the URL);
 * without it the code form, which needs router state with a message. Opened
 * bare (typed, bookmarked, a new tab) there is no message: start over at the
 * forgot-password form, as /reset-password/security does without its code.
 */
export const Route = createFileRoute('/reset-password/verify')({
  validateSearch: v.object({ token: optionalText, r: optionalText }),
  beforeLoad: ({ location, search }) => {
    const { resetMessage, resetReturnTo } = readResetState(location.state)
    const linkCode = readUrlSecrets('/reset-password/verify').token ?? search.token
    const returnTo = resetReturnTo ?? keptReturnTo(search.r)
    if (!linkCode && resetMessage === undefined) throw redirect({ to: '/login', search: { fp: 1, r: returnTo }, replace: true })
    return { resetMessage, linkCode, returnTo }
  },
  component: VerifyCodeRoute,
})

function VerifyCodeRoute() {
  const { resetMessage, linkCode, returnTo } = Route.useRouteContext()
  return <VerifyCodePage message={resetMessage} linkCode={linkCode} returnTo={returnTo} />
}
