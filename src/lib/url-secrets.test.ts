import { afterEach, describe, expect, it } from 'vitest'
import { clearUrlSecrets, readUrlSecrets } from './url-secrets'
import { moveUrlSecretsOutOfAddress } from './url-secrets-address'

afterEach(() => {
  window.history.replaceState(null, '', '/')
  sessionStorage.clear()
})

describe('moveUrlSecretsOutOfAddress', () => {
  it('moves /auth?at=&to= out of the URL and keeps other params and the state', () => {
    window.history.replaceState({ keep: 1 }, '', '/auth?at=secret-token&to=%2Fdashboard%2Fhelp&x=1')
    moveUrlSecretsOutOfAddress()
    expect(window.location.pathname + window.location.search).toBe('/auth?x=1')
    expect(readUrlSecrets('/auth')).toEqual({ at: 'secret-token', to: '/dashboard/help' })
    expect(window.history.state).toEqual({ keep: 1 })
  })

  it('moves the reset link token and expiry, readable only on that page', () => {
    window.history.replaceState(null, '', '/reset-password/?token=t1&expiry=123')
    moveUrlSecretsOutOfAddress()
    expect(window.location.search).toBe('')
    expect(readUrlSecrets('/reset-password/')).toEqual({ token: 't1', expiry: '123' })
    expect(readUrlSecrets('/reset-password/verify')).toEqual({})
    clearUrlSecrets()
    expect(readUrlSecrets('/reset-password')).toEqual({})
  })

  it('leaves other pages alone', () => {
    window.history.replaceState(null, '', '/login?r=%2Fx&token=abc')
    moveUrlSecretsOutOfAddress()
    expect(window.location.search).toBe('?r=%2Fx&token=abc')
    expect(readUrlSecrets('/login')).toEqual({})
  })
})
