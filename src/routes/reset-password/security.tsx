import { createFileRoute, redirect } from '@tanstack/react-router'
import { SecurityQuestionPage } from '@/features/auth/components/security-question-page'
import { readResetState } from '@/features/auth/reset-state'

/** Spec §2: needs a verified code in router state, otherwise /login?fp=1. */
export const Route = createFileRoute('/reset-password/security')({
  beforeLoad: ({ location }) => {
    const { resetCode, resetReturnTo } = readResetState(location.state)
    if (!resetCode) throw redirect({ to: '/login', search: { fp: 1, r: resetReturnTo }, replace: true })
    return { resetCode, resetReturnTo }
  },
  component: SecurityRoute,
})

function SecurityRoute() {
  const { resetCode, resetReturnTo } = Route.useRouteContext()
  return <SecurityQuestionPage code={resetCode} returnTo={resetReturnTo} />
}
