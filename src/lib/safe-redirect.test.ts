import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect'

describe('safeRedirectPath', () => {
  it('keeps same-origin paths with their query and hash', () => {
    expect(safeRedirectPath('/dashboard/invoices?x=1#top', '/welcome')).toBe('/dashboard/invoices?x=1#top')
  })
  it('keeps encoded characters inside the path', () => {
    expect(safeRedirectPath('/a%20b', '/welcome')).toBe('/a%20b')
  })
  it.each([
    'https://evil.example/phish',
    '//evil.example/phish',
    '/\\evil.example',
    'javascript:alert(1)',
    'dashboard',
    '',
    42,
    undefined,
    '/\tfoo',
  ])('rejects %j', (value) => {
    expect(safeRedirectPath(value, '/welcome')).toBe('/welcome')
  })
})
