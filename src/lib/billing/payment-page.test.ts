import { beforeAll, describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { errorMessage } from '@/lib/http/error-messages'
import { checkedCheckout, isSafePaymentPage } from './payment-page'

const standIn = { origin: 'http://localhost:8787', standIn: true }
const provider = { origin: 'https://checkout.paystack.com', standIn: false }

beforeAll(() => setupI18n())

describe('isSafePaymentPage: only the payment provider is followed', () => {
  it.each([
    ['the stand-in pay page', standIn, 'http://localhost:8787/pay/INV-9001'],
    ['the provider over https', provider, 'https://checkout.paystack.com/abc123'],
  ])('accepts %s', (_case, pages, url) => {
    expect(isSafePaymentPage(url, pages)).toBe(true)
  })

  it.each([
    ['another host', provider, 'https://checkout.paystack.com.evil.example/abc'],
    ['the provider over http', provider, 'http://checkout.paystack.com/abc'],
    ['another port', provider, 'https://checkout.paystack.com:8443/abc'],
    ['credentials in the address', provider, 'https://user:pass@checkout.paystack.com/abc'],
    ['a script URL', provider, 'javascript:alert(document.cookie)'],
    ['a data URL', provider, 'data:text/html,<h1>Pay here</h1>'],
    ['not a URL', provider, '/pay/INV-9001'],
    ['the stand-in host elsewhere than /pay/', standIn, 'http://localhost:8787/__dev/outbox'],
    ['the stand-in path on another host', standIn, 'http://evil.example/pay/INV-9001'],
    ['the stand-in path on another port', standIn, 'http://localhost:9999/pay/INV-9001'],
  ])('refuses %s', (_case, pages, url) => {
    expect(isSafePaymentPage(url, pages)).toBe(false)
  })
})

describe('checkedCheckout', () => {
  const saved = { authorization_url: null, redirect_url: null }

  it('passes a saved-card charge (no page) and a provider page', () => {
    expect(checkedCheckout(saved, provider)).toBe(saved)
    const page = { authorization_url: 'https://checkout.paystack.com/x', redirect_url: 'https://checkout.paystack.com/x' }
    expect(checkedCheckout(page, provider)).toBe(page)
  })

  it.each([
    ['authorization_url', { authorization_url: 'https://evil.example/pay', redirect_url: null }],
    ['redirect_url', { authorization_url: null, redirect_url: 'https://evil.example/pay' }],
  ])('refuses an unsafe %s with the message the payment screens show', (_field, checkout) => {
    let refused: unknown = null
    try {
      checkedCheckout(checkout, provider)
    } catch (error) {
      refused = error
    }
    expect(refused).toMatchObject({ code: 502 })
    expect(errorMessage(setupI18n(), refused)).toBe('We could not open the payment page safely. Please contact support.')
  })
})
