import { createFileRoute, notFound, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { unhashQueryOptions } from '@/features/enrollees/queries'
import { CompleteProfilePage } from '@/features/enrollees/complete-profile/components/complete-profile-page'
import { isApiError } from '@/lib/http/api-error'
import { optionalText, presenceFlag } from '@/lib/search-params'
import { ensureCached } from '@/lib/query/ensure-cached'

/** Spec §2: the 4-page sign-up form for `?hash=`; `?successful` shows the success screen. */
export const Route = createFileRoute('/_authenticated/dashboard/enrollees/$enrolleeId/complete-profile')({
  validateSearch: v.object({ hash: optionalText, successful: presenceFlag }),
  beforeLoad: ({ params }) => {
    if (!/^\d+$/.test(params.enrolleeId)) throw notFound()
  },
  loaderDeps: ({ search }) => ({ hash: search.hash, successful: search.successful === true }),
  loader: async ({ context, deps }) => {
    if (deps.successful || !deps.hash) return
    try {
      await ensureCached(context.queryClient, unhashQueryOptions(deps.hash))
    } catch (error) {
      // Spec §6: a 403 on the hash goes back to the list; other failures show in the page with a retry.
      if (isApiError(error) && error.code === 403) throw redirect({ to: '/dashboard/enrollees', replace: true })
    }
  },
  component: CompleteProfileRoute,
})

function CompleteProfileRoute() {
  const { enrolleeId } = Route.useParams()
  const { hash, successful } = Route.useSearch()
  return <CompleteProfilePage enrolleeId={Number(enrolleeId)} hash={hash} successful={successful === true} />
}
