import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AppConfig } from '@/config/env'
import type { SessionRole } from '@/lib/session/user'

export type NavItem =
  | {
      kind: 'route'
      to: '/dashboard/home' | '/dashboard/enrollees' | '/dashboard/invoices' | '/dashboard/change-password' | '/dashboard/help' | '/logout'
      label: MessageDescriptor
    }
  | { kind: 'external'; href: string; label: MessageDescriptor }

/**
 * Spec §2 sidebar: which links show depends on the feature switches and config;
 * spec §6: "Enrollee mode" (the enrollee dashboard, on its own host) shows when
 * the user has an accessible enrollee role.
 */
export function navItems(
  config: Pick<AppConfig, 'features' | 'accountsSiteUrl' | 'roleHosts'>,
  roles: readonly SessionRole[] = [],
): NavItem[] {
  const items: NavItem[] = [{ kind: 'route', to: '/dashboard/home', label: msg`Home` }]
  if (config.features.manageEnrollees) items.push({ kind: 'route', to: '/dashboard/enrollees', label: msg`Enrollees` })
  if (config.features.manageBilling) items.push({ kind: 'route', to: '/dashboard/invoices', label: msg`Invoices` })
  items.push(
    { kind: 'route', to: '/dashboard/change-password', label: msg`Change password` },
    { kind: 'route', to: '/dashboard/help', label: msg`Help` },
  )
  if (roles.some((role) => role.name === 'enrollee' && role.can_access)) {
    items.push({ kind: 'external', href: config.roleHosts.enrollee, label: msg`Enrollee mode` })
  }
  if (config.accountsSiteUrl) items.push({ kind: 'external', href: config.accountsSiteUrl, label: msg`My profile` })
  items.push({ kind: 'route', to: '/logout', label: msg`Log out` })
  return items
}
