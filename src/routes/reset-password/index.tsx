import { createFileRoute } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalNumber, optionalText } from '@/lib/search-params'
import { readUrlSecrets } from '@/lib/url-secrets'
import { ResetLinkPage } from '@/features/auth/components/reset-link-page'

/**
 * Spec §2 /reset-password (exact): the emailed link, with `token` and
 * `expiry`, moved out of the URL at start-up (src/lib/url-secrets.ts).
 */
export const Route = createFileRoute('/reset-password/')({
  validateSearch: v.object({ token: optionalText, expiry: optionalNumber, r: optionalText }),
  component: ResetLinkRoute,
})

const expiry = v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\d+$/), v.transform(Number))), undefined)

function ResetLinkRoute() {
  const search = Route.useSearch()
  const secrets = readUrlSecrets('/reset-password')
  return (
    <ResetLinkPage token={secrets.token ?? search.token} expiry={v.parse(expiry, secrets.expiry) ?? search.expiry} returnTo={search.r} />
  )
}
