/**
 * A stand-in for the API's checkout calls (POST /cart, /retail/renew, /variable-billing/pay):
 * every request is a new checkout, as on the real API, and each is counted, so a
 * test sees how many checkouts a quick double tap started. GETs answer `reads`.
 */
import { expect, vi } from 'vitest'
import { fireEvent } from '@testing-library/react'
import { forgetAttempts } from '@/lib/http/send-once'

export function checkoutApi(path: string, options: { amount: number; reads?: unknown }) {
  forgetAttempts()
  let checkouts = 0
  vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET'
    if (method === 'POST' && new URL(url).pathname.endsWith(path)) checkouts += 1
    const data = {
      use_new_card: false,
      authorization_url: null,
      redirect_url: null,
      invoice_reference_code: 'INV-9',
      reference: `INV-9-${checkouts}`,
      amount: options.amount,
    }
    const body = method === 'GET' ? options.reads : { status: 'success', message: 'Checkout started.', data }
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  })
  return { checkouts: () => checkouts }
}

/**
 * Taps `pay` twice in one task (Playwright's double click leaves a render between
 * the taps, which hides the bug) and expects one checkout, still one a moment
 * later, and the button still locked.
 */
export async function expectOneCheckoutOnDoubleTap(pay: HTMLElement, api: { checkouts: () => number }) {
  fireEvent.click(pay)
  fireEvent.click(pay)
  await vi.waitFor(() => expect(api.checkouts()).toBe(1))
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(api.checkouts()).toBe(1)
  expect(pay).toBeDisabled()
}
