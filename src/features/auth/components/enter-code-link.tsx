import type { ReactNode } from 'react'
import { useLingui } from '@lingui/react/macro'
import { AnchorLink } from '@/components/links'

/**
 * The way to the code form (/reset-password/verify). It carries the message
 * that form needs in router state (spec §2), and the login's `r`, so the code
 * form is reached only from here and opened bare it starts over.
 */
export function EnterCodeLink({ returnTo, children }: { returnTo: string | undefined; children: ReactNode }) {
  const { t } = useLingui()
  return (
    <AnchorLink
      to="/reset-password/verify"
      state={{ resetMessage: t`Enter the code from the email we sent you.`, resetReturnTo: returnTo }}
    >
      {children}
    </AnchorLink>
  )
}
