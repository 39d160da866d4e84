/** "Go to payment", tapped twice quickly, starts one checkout (decisions: 'What a new user tripped on'). */
import { afterEach, describe, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { checkoutApi, expectOneCheckoutOnDoubleTap } from '@/test/checkout-api'
import { renderWithProviders } from '@/test/render'
import { PayVariableBill } from './pay-variable-bill'

afterEach(() => vi.unstubAllGlobals())

describe('PayVariableBill, tapped twice quickly', () => {
  it('starts one checkout', async () => {
    const api = checkoutApi('/variable-billing/pay', { amount: 75000 })
    const leave = vi.spyOn(console, 'error').mockImplementation(() => undefined) // jsdom cannot navigate
    renderWithProviders(
      <PayVariableBill
        bill={{ reference_code: 'INV-9', amount: 25000, total_amount: 75000, payment_blocks: 3 }}
        onBack={() => undefined}
      />,
    )
    const pay = screen.getByRole('button', { name: 'Go to payment' })
    await expectOneCheckoutOnDoubleTap(pay, api)
    leave.mockRestore()
  })
})
