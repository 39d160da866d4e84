import { describe, expect, it } from 'vitest'
import { isCacheablePicture, navigationDenylist } from './service-worker-routes'

const denied = (list: RegExp[], path: string) => list.some((pattern) => pattern.test(path))

describe('navigationDenylist', () => {
  it('serves the app shell for every spec route when the API has its own origin', () => {
    const list = navigationDenylist('http://localhost:8787/v3', 'http://localhost:4173')
    for (const path of [
      '/dashboard/enrollees',
      '/dashboard/enrollees/1001',
      '/dashboard/enrollees/1001/complete-profile?hash=abc',
      '/dashboard/invoices',
      '/dashboard/invoices/INV-1002',
      '/dashboard/invoices/edit/add-enrollee?refCode=INV-1',
      '/dashboard/invoices/edit/new-invoice',
      '/dashboard/help',
      '/dashboard/change-password',
      '/dashboard/home',
      '/login?fp=1',
      '/reset-password/verify',
      '/welcome',
      '/auth?at=x',
      '/logout',
      '/payment-successful',
      '/purchase-complete',
      '/v3-is-not-an-api-here',
      '/no/such/page',
    ]) {
      expect(denied(list, path), path).toBe(false)
    }
    expect(denied(list, '/__test/faults')).toBe(true)
  })

  it('lets navigations into an API on the same origin through to the network', () => {
    const list = navigationDenylist('https://app.example.ng/v3/', 'https://app.example.ng')
    expect(denied(list, '/v3')).toBe(true)
    expect(denied(list, '/v3/enrollees')).toBe(true)
    expect(denied(list, '/v3?x=1')).toBe(true)
    expect(denied(list, '/v3x')).toBe(false)
    expect(denied(list, '/dashboard/enrollees')).toBe(false)
  })

  it('denies nothing more for an API at the root of the same origin', () => {
    const list = navigationDenylist('https://app.example.ng', 'https://app.example.ng')
    expect(denied(list, '/dashboard/enrollees')).toBe(false)
  })
})

describe('isCacheablePicture', () => {
  const api = 'http://localhost:8787/v3'
  const app = 'http://localhost:4173'
  it('takes images of the app and of the API origin (enrollee photos)', () => {
    expect(isCacheablePicture('image', new URL('http://localhost:8787/uploads/a.jpg'), app, api)).toBe(true)
    expect(isCacheablePicture('image', new URL('http://localhost:4173/logo.png'), app, api)).toBe(true)
  })
  it('leaves other sites, and anything that is not an image (API JSON), alone', () => {
    expect(isCacheablePicture('image', new URL('https://tracker.example.com/p.gif'), app, api)).toBe(false)
    expect(isCacheablePicture('', new URL('http://localhost:8787/v3/enrollees'), app, api)).toBe(false)
  })
})
