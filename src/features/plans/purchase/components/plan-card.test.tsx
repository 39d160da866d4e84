import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import type { Plan } from '@/lib/contract/catalogue'
import { PlanCard } from './plan-card'

const plan = (id: number, name: string): Plan => ({
  id,
  name,
  type: id === 22860 ? 'special' : 'plan',
  description: `${name} description`,
  price: { monthly: 15000, quarterly: 45000, yearly: 171000 },
  extension: null,
})

afterEach(() => {
  vi.useRealTimers()
})

function renderCard(product = plan(18027, 'Red Beryl'), period: 'yearly' | 'quarterly' = 'yearly') {
  const added: number[] = []
  renderWithProviders(<PlanCard plan={product} period={period} onAdd={(quantity) => added.push(quantity)} />)
  const card = screen.getByRole('article', { name: product.name })
  return { added, card }
}

describe('PlanCard', () => {
  it.each([
    ['yearly', '₦171,000.00', 'per person, per year'],
    ['quarterly', '₦45,000.00', 'per person, per quarter'],
  ] as const)('shows the %s price', (period, price, per) => {
    const { card } = renderCard(plan(18027, 'Red Beryl'), period)
    expect(card).toHaveTextContent(price)
    expect(card).toHaveTextContent(per)
  })

  it.each([
    [18027, 'Red Beryl', '1.2M cover at 600+ hospitals', 'See the health benefits of Red Beryl'],
    [18028, 'Alexandrite', '1.8M cover at 800+ hospitals', 'See the health benefits of Alexandrite'],
    [22860, 'Tranquility', null, 'How Tranquility works'],
  ])('plan %i shows its tagline and link', (id, name, tagline, link) => {
    const { card } = renderCard(plan(id, name))
    if (tagline) expect(card).toHaveTextContent(tagline)
    else expect(card).not.toHaveTextContent('cover at')
    expect(within(card).getAllByRole('link')).toHaveLength(1)
    expect(within(card).getByRole('link', { name: new RegExp(link) })).toHaveAttribute('target', '_blank')
  })

  it.each([
    ['0', 'Enter a quantity of at least 1.'],
    ['', 'Enter a quantity of at least 1.'],
    // Decisions: 'What a new user tripped on': the minus sign was dropped as it was typed, so "-3" added 3 plans.
    ['-3', 'Enter a quantity of at least 1.'],
  ])('quantity %j adds nothing and says why', async (typed, message) => {
    const user = userEvent.setup()
    const { added, card } = renderCard()
    const quantity = within(card).getByRole('textbox', { name: 'Quantity' })
    expect(quantity).toBeRequired()
    await user.clear(quantity)
    if (typed) await user.type(quantity, typed)
    await user.click(within(card).getByRole('button', { name: 'Add to cart' }))
    expect(added).toEqual([])
    expect(within(card).getByText(message)).toBeInTheDocument()
    // Typing again clears the message.
    await user.type(quantity, '2')
    expect(within(card).queryByText(message)).not.toBeInTheDocument()
  })

  it('submitting adds the quantity and confirms for 1 s', async () => {
    const user = userEvent.setup()
    const { added, card } = renderCard()
    const quantity = within(card).getByRole('textbox', { name: 'Quantity' })
    await user.clear(quantity)
    await user.type(quantity, '3')
    // Only the page's own timers are faked, so the form is submitted synchronously.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    fireEvent.submit(quantity)
    expect(added).toEqual([3])
    expect(within(card).getByRole('button', { name: 'Added' })).toBeInTheDocument()
    expect(within(card).getByRole('status')).toHaveTextContent('Added 3 × Red Beryl to the cart.')
    act(() => {
      vi.advanceTimersByTime(999)
    })
    expect(within(card).getByRole('button', { name: 'Added' })).toBeInTheDocument()
    act(() => {
      vi.advanceTimersByTime(1)
    })
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument()
  })
})
