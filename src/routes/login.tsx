import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { oneFlag, optionalText, presenceFlag } from '@/lib/search-params'
import { sessionStore } from '@/lib/session/session-store'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { DEFAULT_AFTER_LOGIN } from '@/config/constants'
import { LoginPage } from '@/features/auth/components/login-page'

const loginSearch = v.object({
  fp: oneFlag,
  r: optionalText,
  forceLogout: presenceFlag,
})

export const Route = createFileRoute('/login')({
  validateSearch: loginSearch,
  beforeLoad: ({ search }) => {
    // Decisions: 'A shared phone and payments': every logout is the same one, with its warning about changes not sent yet (routes/logout.tsx).
    if (search.forceLogout) throw redirect({ to: '/logout', search: { r: search.r }, replace: true })
    if (sessionStore.status() === 'signed-in') {
      throw redirect({ href: safeRedirectPath(search.r, DEFAULT_AFTER_LOGIN), replace: true })
    }
  },
  component: LoginRoute,
})

function LoginRoute() {
  const { r, fp } = Route.useSearch()
  return <LoginPage returnTo={r} forgotPassword={Boolean(fp)} />
}
