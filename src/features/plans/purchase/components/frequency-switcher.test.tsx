import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/render'
import type { PurchasePeriod } from '../purchase-search'
import { FrequencySwitcher } from './frequency-switcher'
import { OrderSummaryModal } from './order-summary-modal'

describe('5% yearly (spec §9) as the purchase page shows it', () => {
  it.each(['yearly', 'quarterly'] as const)('the switcher badges Yearly only, with the 5 percent (chosen: %s)', (value) => {
    renderWithProviders(<FrequencySwitcher value={value} onChange={() => undefined} />)
    expect(screen.getByRole('radio', { name: 'Yearly 5% off' })).toBeInTheDocument()
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toBeInTheDocument()
    expect(screen.getAllByText(/%/)).toHaveLength(1)
  })

  it.each([
    ['yearly', 'Payment frequency: Yearly (5% off)'],
    ['quarterly', 'Payment frequency: Quarterly'],
  ] as const)('the order summary at %s names the discount for yearly only', async (period: PurchasePeriod, text) => {
    renderWithProviders(
      <OrderSummaryModal
        opened
        summary={{ rows: [], total: 0 }}
        period={period}
        paying={false}
        onClose={() => undefined}
        onPay={() => undefined}
      />,
    )
    expect(await screen.findByText(text, { exact: true })).toBeInTheDocument()
  })
})
