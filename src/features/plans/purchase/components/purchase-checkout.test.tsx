/**
 * A quick second tap on Pay must not start a second checkout (decisions: 'What a
 * new user tripped on'): two clicks in the same task, one POST /cart, no failure.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Plan } from '@/lib/contract/catalogue'
import { checkoutApi, expectOneCheckoutOnDoubleTap } from '@/test/checkout-api'
import { renderWithProviders } from '@/test/render'
import { PurchasePage } from './purchase-page'

// The saved card is charged at once, so the page would open add-enrollee: no router here.
vi.mock('@tanstack/react-router', () => ({ useNavigate: () => () => Promise.resolve() }))

afterEach(() => vi.unstubAllGlobals())

const plan: Plan = {
  id: 18027,
  name: 'Red Beryl',
  type: 'plan',
  description: 'Red Beryl description',
  price: { monthly: 15000, quarterly: 45000, yearly: 171000 },
  extension: null,
}
describe('purchase checkout, tapped twice quickly', () => {
  it('starts one checkout', async () => {
    const api = checkoutApi('/cart', { amount: 171000 })
    const user = userEvent.setup()
    renderWithProviders(<PurchasePage products={[plan]} period="yearly" onPeriodChange={() => undefined} />)
    await user.click(screen.getByRole('button', { name: 'Add to cart' }))
    await user.click(screen.getByRole('button', { name: 'Proceed' }))
    const pay = await screen.findByRole('button', { name: 'Pay ₦171,000.00' })
    await expectOneCheckoutOnDoubleTap(pay, api)
    expect(screen.queryByRole('dialog', { name: 'Notification!' })).not.toBeInTheDocument()
  })
})
