import { useEffect } from 'react'
import { useNavigate } from '@tanstack/react-router'
import { useLingui } from '@lingui/react/macro'
import { AuthLayout } from '@/components/auth-layout'
import { safeRedirectPath } from '@/lib/safe-redirect'
import { DEFAULT_AFTER_LOGIN } from '@/config/constants'
import { LoginForm } from './login-form'

export function LoginPage({ returnTo }: { returnTo: string | undefined }) {
  const { t } = useLingui()
  const navigate = useNavigate()
  useEffect(() => {
    document.title = t`Log in · Plan owner dashboard`
  }, [t])

  const goOn = () => {
    void navigate({ href: safeRedirectPath(returnTo, DEFAULT_AFTER_LOGIN), replace: true })
  }

  return (
    <AuthLayout title={t`Log in`} subtitle={t`Manage your health plans and enrollees`}>
      <LoginForm onSuccess={goOn} />
    </AuthLayout>
  )
}
