import { createFileRoute, redirect } from '@tanstack/react-router'
import { NewPasswordPage } from '@/features/auth/components/new-password-page'
import { readResetState } from '@/features/auth/reset-state'

/** Spec §2: needs a code in router state, otherwise /reset-password/security. */
export const Route = createFileRoute('/reset-password/new')({
  beforeLoad: ({ location }) => {
    const { resetCode, resetReturnTo } = readResetState(location.state)
    if (!resetCode) throw redirect({ to: '/reset-password/security', replace: true })
    return { resetCode, resetReturnTo }
  },
  component: NewPasswordRoute,
})

function NewPasswordRoute() {
  const { resetCode, resetReturnTo } = Route.useRouteContext()
  return <NewPasswordPage code={resetCode} returnTo={resetReturnTo} />
}
