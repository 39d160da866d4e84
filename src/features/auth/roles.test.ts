import { describe, expect, it } from 'vitest'
import type { SessionRole } from '@/lib/session/user'
import { accessibleRoles, canUseDashboard, permissionExitTarget, roleTarget, singleRoleTarget, toTarget } from './roles'

const origin = 'https://dash.example'
const hosts = { user: 'https://dash.example', enrollee: 'https://enrollee.example', client: 'https://client.example' }
const role = (name: string, url: string, can_access = true): SessionRole => ({ name, display_name: name, url, can_access })

describe('roles', () => {
  it('keeps only accessible roles and knows who may use this dashboard', () => {
    const roles = [role('user', '/x', false), role('enrollee', 'https://e.example')]
    expect(accessibleRoles(roles).map((r) => r.name)).toEqual(['enrollee'])
    expect(canUseDashboard(roles)).toBe(false)
    expect(canUseDashboard([role('user', '/x')])).toBe(true)
  })

  it('sends each role to its host (spec §2)', () => {
    expect(roleTarget(role('user', 'ignored'), hosts, origin)).toEqual({ kind: 'internal', to: '/dashboard/enrollees' })
    expect(roleTarget(role('enrollee', 'ignored'), hosts, origin)).toEqual({ kind: 'external', href: 'https://enrollee.example/' })
    expect(roleTarget(role('client', 'ignored'), hosts, origin)).toEqual({ kind: 'external', href: 'https://client.example/' })
    expect(roleTarget(role('provider', 'https://provider.example/home'), hosts, origin)).toEqual({
      kind: 'external',
      href: 'https://provider.example/home',
    })
  })

  it('never follows a script URL from the server', () => {
    expect(toTarget('javascript:alert(1)', origin)).toBeNull()
    expect(roleTarget(role('affliate', 'data:text/html,hi'), hosts, origin)).toBeNull()
  })

  it('sends a single user role to the enrollee list and others to their url', () => {
    expect(singleRoleTarget(role('user', 'https://elsewhere.example'), origin)).toEqual({ kind: 'internal', to: '/dashboard/enrollees' })
    expect(singleRoleTarget(role('client', 'https://client.example/app'), origin)).toEqual({
      kind: 'external',
      href: 'https://client.example/app',
    })
  })

  it('leaves the permission modal for the first accessible role, else /welcome', () => {
    expect(permissionExitTarget([role('user', '/', false), role('enrollee', 'https://e.example/d')], origin)).toEqual({
      kind: 'external',
      href: 'https://e.example/d',
    })
    expect(permissionExitTarget([role('user', '/', false)], origin)).toEqual({ kind: 'internal', to: '/welcome' })
  })
})
