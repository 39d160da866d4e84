import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/dashboard/invoices?x=1#top', '/welcome')).toBe('/dashboard/invoices?x=1#top')
  })
  it('keeps ordinary encoded characters inside the path', () => {
    expect(safeRedirectPath('/a%20b', '/welcome')).toBe('/a%20b')
  })
  it.each([
    'https://evil.example/phish',
    'http://evil.example',
    '//evil.example/phish',
    '///evil.example',
    '/\\evil.example',
    '\\\\evil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/%2F%2Fevil.example',
    '/%2f/evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'dashboard',
    '',
    ' /dashboard',
    42,
    undefined,
    null,
    '/%E0%A4%A',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value, '/welcome')).toBe('/welcome')
  })

  it.each([
    '/logout',
    '/logout?r=%2Fdashboard',
    '/dashboard/logout',
    '/dashboard/logout/',
    '/login?forceLogout',
    '/login?forceLogout=1&r=x',
  ])('does not lead a sign-in to %s, which would sign out again', (value) => {
    expect(safeRedirectPath(value, '/welcome')).toBe('/welcome')
  })

  it('still leads to the login page with its own return address', () => {
    expect(safeRedirectPath('/login?r=%2Fdashboard%2Finvoices', '/welcome')).toBe('/login?r=%2Fdashboard%2Finvoices')
  })
})
