import { describe, expect, it } from 'vitest'
import { navItems } from './nav-items'

const targets = (items: ReturnType<typeof navItems>) =>
  items.map((item) => (item.kind === 'route' ? item.to : item.href))

describe('navItems', () => {
  it('shows every link when both switches are on and a profile site is set', () => {
    const items = navItems({ features: { manageEnrollees: true, manageBilling: true, languageOptions: false }, accountsSiteUrl: 'https://accounts.example' })
    expect(targets(items)).toEqual([
      '/dashboard/home', '/dashboard/enrollees', '/dashboard/invoices',
      '/dashboard/change-password', '/dashboard/help', 'https://accounts.example', '/logout',
    ])
  })
  it('hides enrollees, invoices and the profile link when switched off', () => {
    const items = navItems({ features: { manageEnrollees: false, manageBilling: false, languageOptions: false }, accountsSiteUrl: null })
    expect(targets(items)).toEqual(['/dashboard/home', '/dashboard/change-password', '/dashboard/help', '/logout'])
  })
})
