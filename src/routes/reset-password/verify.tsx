import { createFileRoute, useLocation } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { readUrlSecrets } from '@/lib/url-secrets'
import { VerifyCodePage } from '@/features/auth/components/verify-code-page'
import { readResetState } from '@/features/auth/reset-state'

/** Spec §2 /reset-password/verify: optional `token` (kept out of the URL), else the code form. */
export const Route = createFileRoute('/reset-password/verify')({
  validateSearch: v.object({ token: optionalText }),
  component: VerifyCodeRoute,
})

function VerifyCodeRoute() {
  const search = Route.useSearch()
  const state = useLocation({ select: (location) => location.state })
  const { resetMessage } = readResetState(state)
  return <VerifyCodePage message={resetMessage} linkCode={readUrlSecrets('/reset-password/verify').token ?? search.token} />
}
