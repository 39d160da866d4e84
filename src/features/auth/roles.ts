/**
 * Where each role leads (spec §2 account chooser, §6 permissions). Role URLs
 * come from the server; only http(s) addresses and same-origin paths are
 * followed.
 */
import type { SessionRole } from '@/lib/session/user'

export type RoleHosts = { user: string; enrollee: string; client: string }
export type RoleTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

const DASHBOARD_PATH = '/dashboard/enrollees'

export function accessibleRoles(roles: readonly SessionRole[]) {
  return roles.filter((role) => role.can_access)
}

/** This dashboard is for the plan-owner role (`user`) with access. */
export function canUseDashboard(roles: readonly SessionRole[]) {
  return roles.some((role) => role.name === 'user' && role.can_access)
}

/** A URL from the server, as a target: same-origin → internal path, http(s) → external, else null. */
export function toTarget(url: string, origin: string): RoleTarget | null {
  let parsed: URL
  try {
    parsed = new URL(url, origin)
  } catch {
    return null
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null
  if (parsed.origin === origin) return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` }
  return { kind: 'external', href: parsed.href }
}

/** Spec §2: user → the account host, enrollee → the enrollee host, client → the client host, others → their url. */
export function roleTarget(role: SessionRole, hosts: RoleHosts, origin: string): RoleTarget | null {
  switch (role.name) {
    case 'user': {
      const target = toTarget(hosts.user, origin)
      return target?.kind === 'internal' ? { kind: 'internal', to: DASHBOARD_PATH } : target
    }
    case 'enrollee':
      return toTarget(hosts.enrollee, origin)
    case 'client':
      return toTarget(hosts.client, origin)
    default:
      return toTarget(role.url, origin)
  }
}

/** Spec §2 /welcome with a single accessible role: user → the enrollee list, others → their url. */
export function singleRoleTarget(role: SessionRole, origin: string): RoleTarget | null {
  return role.name === 'user' ? { kind: 'internal', to: DASHBOARD_PATH } : toTarget(role.url, origin)
}

/** Spec §6: closing the permission modal goes to the first accessible role's url, else /welcome. */
export function permissionExitTarget(roles: readonly SessionRole[], origin: string): RoleTarget {
  const first = accessibleRoles(roles)[0]
  return (first && toTarget(first.url, origin)) ?? { kind: 'internal', to: '/welcome' }
}
