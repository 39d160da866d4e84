import { lazy, Suspense, useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'
import { AuthLayout } from '@/components/auth-layout'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { DEFAULT_AFTER_LOGIN } from '@/config/constants'
import { Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { LoginForm } from './login-form'

// The other form of this screen, fetched when it is asked for (`fp`): every first visit downloads what
// /login imports, and the reset request's radio group is not needed to sign in (decisions: 'Speed').
const ForgotPasswordForm = lazy(() => import('./forgot-password-form').then((module) => ({ default: module.ForgotPasswordForm })))

type Props = { returnTo: string | undefined; forgotPassword: boolean }

/** /login: the login form, or the forgot-password form on the same screen with `fp`. */
export function LoginPage({ returnTo, forgotPassword }: Props) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useEffect(() => {
    document.title = forgotPassword ? t`Forgot password · Plan owner dashboard` : t`Log in · Plan owner dashboard`
  }, [t, forgotPassword])

  const goOn = () => {
    void navigate({ href: safeRedirectPath(returnTo, DEFAULT_AFTER_LOGIN), replace: true })
  }

  if (forgotPassword) {
    return (
      <AuthLayout title={t`Forgot your password?`}>
        <Suspense fallback={null}>
          <ForgotPasswordForm returnTo={returnTo} />
        </Suspense>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t`Log in`} subtitle={t`Manage your health plans and enrollees`}>
      <LoginForm onSuccess={goOn} />
      <Group justify="center">
        <AnchorLink to="/login" search={{ fp: 1, r: returnTo }} size="sm">
          <Trans>Forgot password?</Trans>
        </AnchorLink>
      </Group>
    </AuthLayout>
  )
}
