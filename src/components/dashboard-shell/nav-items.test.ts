import { describe, expect, it } from 'vitest'
import type { SessionRole } from '@/lib/session/user'
import { navItems } from './nav-items'

const targets = (items: ReturnType<typeof navItems>) => items.map((item) => (item.kind === 'route' ? item.to : item.href))

const roleHosts = { user: 'https://app.example', enrollee: 'https://enrollee.example', client: 'https://client.example' }
const role = (name: string, canAccess = true): SessionRole => ({
  name,
  display_name: name,
  url: `https://${name}.example/dashboard`,
  can_access: canAccess,
})
const allOn = {
  features: { manageEnrollees: true, manageBilling: true, languageOptions: false },
  accountsSiteUrl: 'https://accounts.example',
  roleHosts,
}

describe('navItems', () => {
  it('shows every link when both switches are on and a profile site is set', () => {
    expect(targets(navItems(allOn))).toEqual([
      '/dashboard/home',
      '/dashboard/enrollees',
      '/dashboard/invoices',
      '/dashboard/change-password',
      '/dashboard/help',
      'https://accounts.example',
      '/logout',
    ])
  })
  it('hides enrollees, invoices and the profile link when switched off', () => {
    const items = navItems({
      features: { manageEnrollees: false, manageBilling: false, languageOptions: false },
      accountsSiteUrl: null,
      roleHosts,
    })
    expect(targets(items)).toEqual(['/dashboard/home', '/dashboard/change-password', '/dashboard/help', '/logout'])
  })
  it('offers enrollee mode, on the enrollee host, to a user with an accessible enrollee role (spec §6)', () => {
    const items = navItems(allOn, [role('user'), role('enrollee')])
    const enrolleeMode = items.find((item) => item.kind === 'external' && item.href === 'https://enrollee.example')
    expect(enrolleeMode?.label.message).toBe('Enrollee mode')
    expect(targets(items).indexOf('https://enrollee.example')).toBe(targets(items).indexOf('https://accounts.example') - 1)
  })
  it('offers no enrollee mode without an enrollee role, or with one the user cannot access', () => {
    for (const roles of [[role('user')], [role('user'), role('enrollee', false)], [role('user'), role('client')]]) {
      expect(targets(navItems(allOn, roles))).not.toContain('https://enrollee.example')
    }
  })
})
