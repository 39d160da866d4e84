import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { AccountChooser } from '@/features/auth/components/account-chooser'

/** Spec §2 account chooser; `src=enrollee` goes straight to the enrollee list. */
export const Route = createFileRoute('/_authenticated/welcome')({
  validateSearch: v.object({ src: optionalText }),
  beforeLoad: ({ search }) => {
    if (search.src === 'enrollee') throw redirect({ to: '/dashboard/enrollees', replace: true })
  },
  component: WelcomeRoute,
})

function WelcomeRoute() {
  const { user } = Route.useRouteContext()
  return <AccountChooser roles={user.roles} />
}
