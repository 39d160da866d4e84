/** Pay for extra benefits, tapped twice quickly, starts one checkout (decisions: 'What a new user tripped on'). */
import { afterEach, describe, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import type { Plan } from '@/lib/contract/catalogue'
import { checkoutApi, expectOneCheckoutOnDoubleTap } from '@/test/checkout-api'
import { renderWithProviders } from '@/test/render'
import { ExtensionCheckout } from './extension-checkout'

// A saved card goes straight to the outcome page: no router here.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => Promise.resolve() }))

afterEach(() => vi.unstubAllGlobals())

const optical: Plan = {
  id: 501,
  name: 'Optical Care',
  type: 'extension',
  description: '',
  price: { monthly: 2000, quarterly: 6000, yearly: 22800 },
  extension: { code: 'optical' },
}

describe('ExtensionCheckout, tapped twice quickly', () => {
  it('starts one checkout', async () => {
    const api = checkoutApi('/cart', { amount: 2000 })
    const leave = vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom cannot navigate
    renderWithProviders(<ExtensionCheckout enrolleeId={1001} cart={[501]} offered={[optical]} onBack={() => undefined} />)
    const pay = await screen.findByRole('button', { name: /^Pay/ })
    await expectOneCheckoutOnDoubleTap(pay, api)
    leave.mockRestore()
  })
})
