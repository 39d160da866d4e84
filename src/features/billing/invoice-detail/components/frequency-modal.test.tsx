import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import type { FrequencyChoice, FrequencyChoicePeriod } from '../frequency-change'
import { FrequencyModal } from './frequency-modal'

const choice = (period: FrequencyChoicePeriod, total: number | null, flags: Partial<FrequencyChoice> = {}): FrequencyChoice => ({
  period,
  total,
  current: false,
  pending: false,
  selectable: true,
  ...flags,
})

function renderModal(props: Partial<Parameters<typeof FrequencyModal>[0]> = {}) {
  const confirmed: FrequencyChoicePeriod[] = []
  renderWithProviders(
    <FrequencyModal
      choices={[choice('quarterly', 390_000), choice('yearly', 1_482_000)]}
      loadError={null}
      onRetryLoad={() => undefined}
      groupDiscount={false}
      saving={false}
      saveError={null}
      onConfirm={(period) => confirmed.push(period)}
      onClose={() => undefined}
      {...props}
    />,
  )
  return { confirmed }
}

describe('FrequencyModal', () => {
  it('shows both prices and the next-cycle note; Confirm waits for a choice and sends it', async () => {
    const user = userEvent.setup()
    const { confirmed } = renderModal()
    expect(screen.getByRole('radio', { name: 'Quarterly: ₦390,000.00 a quarter' })).not.toBeChecked()
    expect(screen.getByRole('radio', { name: 'Yearly: ₦1,482,000.00 a year' })).not.toBeChecked()
    expect(screen.getByText(/takes effect from the next billing cycle/)).toBeVisible()
    expect(screen.queryByText(/20% discount/)).toBeNull()

    const confirm = screen.getByRole('button', { name: 'Confirm' })
    expect(confirm).toBeDisabled()
    await user.click(confirm)
    expect(confirmed).toEqual([])

    await user.click(screen.getByRole('radio', { name: /Yearly/ }))
    await user.click(confirm)
    expect(confirmed).toEqual(['yearly'])
  })

  it('the current frequency cannot be chosen; the only real choice is preselected', async () => {
    const user = userEvent.setup()
    const { confirmed } = renderModal({
      choices: [choice('quarterly', 390_000, { current: true, selectable: false }), choice('yearly', 1_482_000)],
    })
    expect(screen.getByRole('radio', { name: /Quarterly/ })).toBeDisabled()
    expect(screen.getByText('Current frequency')).toBeVisible()
    expect(screen.getByRole('radio', { name: /Yearly/ })).toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(confirmed).toEqual(['yearly'])
  })

  it('shows the 20% note for four or more enrollees, and the server message of a failed change', () => {
    renderModal({ groupDiscount: true, saveError: new Error('boom') })
    expect(screen.getByText(/With 4 or more enrollees this invoice gets a 20% discount/)).toBeVisible()
    expect(screen.getByRole('alert')).toHaveTextContent('An error occurred. Please try again.')
  })

  it('with four or more enrollees shows the prices 20% off, each with its price before the discount', () => {
    renderModal({ groupDiscount: true })
    const quarterly = screen.getByRole('radio', { name: 'Quarterly: ₦312,000.00 a quarter' })
    expect(quarterly).toHaveAccessibleDescription('₦390,000.00 before the 20% discount')
    const yearly = screen.getByRole('radio', { name: 'Yearly: ₦1,185,600.00 a year' })
    expect(yearly).toHaveAccessibleDescription('5% off compared with paying quarterly · ₦1,482,000.00 before the 20% discount')
    expect(screen.getByText(/The prices above include it/)).toBeVisible()
  })

  it('with three or fewer enrollees shows the prices as they are, with no discount', () => {
    renderModal({ groupDiscount: false })
    expect(screen.getByRole('radio', { name: 'Quarterly: ₦390,000.00 a quarter' })).not.toHaveAccessibleDescription(/discount/)
    expect(screen.queryByText(/before the 20% discount/)).toBeNull()
  })

  it('says when a price is not available', () => {
    renderModal({ choices: [choice('quarterly', null), choice('yearly', 57_000)] })
    expect(screen.getByRole('radio', { name: 'Quarterly: price not available' })).toBeVisible()
  })

  it('while the prices load there is nothing to choose', () => {
    renderModal({ choices: null })
    expect(screen.getByRole('status', { name: 'Loading prices' })).toBeVisible()
    expect(screen.queryByRole('radio')).toBeNull()
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeDisabled()
  })
})
