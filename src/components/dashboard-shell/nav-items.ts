import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { AppConfig } from '@/config/env'

export type NavItem =
  | { kind: 'route'; to: '/dashboard/home' | '/dashboard/enrollees' | '/dashboard/invoices' | '/dashboard/change-password' | '/dashboard/help' | '/logout'; label: MessageDescriptor }
  | { kind: 'external'; href: string; label: MessageDescriptor }

/** Spec §2 sidebar: which links show depends on the feature switches and config. */
export function navItems(config: Pick<AppConfig, 'features' | 'accountsSiteUrl'>): NavItem[] {
  const items: NavItem[] = [{ kind: 'route', to: '/dashboard/home', label: msg`Home` }]
  if (config.features.manageEnrollees) items.push({ kind: 'route', to: '/dashboard/enrollees', label: msg`Enrollees` })
  if (config.features.manageBilling) items.push({ kind: 'route', to: '/dashboard/invoices', label: msg`Invoices` })
  items.push(
    { kind: 'route', to: '/dashboard/change-password', label: msg`Change password` },
    { kind: 'route', to: '/dashboard/help', label: msg`Help` },
  )
  if (config.accountsSiteUrl) items.push({ kind: 'external', href: config.accountsSiteUrl, label: msg`My profile` })
  items.push({ kind: 'route', to: '/logout', label: msg`Log out` })
  return items
}
