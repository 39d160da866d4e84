import { describe, expect, it } from 'vitest'
import { keptReturnTo, resetLinkPage } from './return-to'
import { readResetState } from './reset-state'

describe('the r that the ways back to /login keep', () => {
  it('keeps a path on this site, with its query', () => {
    expect(keptReturnTo('/dashboard/invoices?x=1')).toBe('/dashboard/invoices?x=1')
  })

  it.each([undefined, '', 'https://evil.example/', '//evil.example', '/\\evil.example', '/logout', 42])('drops %s', (value) => {
    expect(keptReturnTo(value)).toBeUndefined()
  })

  it('puts a kept r on the e-mailed link, and nothing else', () => {
    expect(resetLinkPage('https://app.example', '/dashboard/invoices')).toBe('https://app.example/reset-password?r=%2Fdashboard%2Finvoices')
    expect(resetLinkPage('https://app.example', 'https://evil.example/')).toBe('https://app.example/reset-password')
    expect(resetLinkPage('https://app.example', undefined)).toBe('https://app.example/reset-password')
  })

  it("reads r from the reset steps' history state only when it stays on this site", () => {
    expect(readResetState({ resetCode: 'ABC123', resetReturnTo: '/dashboard/invoices' }).resetReturnTo).toBe('/dashboard/invoices')
    expect(readResetState({ resetCode: 'ABC123', resetReturnTo: 'https://evil.example/' }).resetReturnTo).toBeUndefined()
  })
})
