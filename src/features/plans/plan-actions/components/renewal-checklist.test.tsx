import { describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { renderWithProviders } from '@/test/render'
import { RenewalChecklist } from './renewal-checklist'

const person = (user_id: number, first_name: string, price: number): InvoiceEnrollee => ({
  user_id,
  first_name,
  last_name: 'Garba',
  email: null,
  active_status_id: 4,
  product: { id: 18027, name: 'Red Beryl', plan_type: 'plan', price, package: 'Individual' },
})

describe('RenewalChecklist', () => {
  it('ticks everyone at first, totals those ticked, keeps the last one and sends the ticked ids', async () => {
    const user = userEvent.setup()
    const onPay = vi.fn()
    renderWithProviders(
      <RenewalChecklist
        enrollees={[person(11, 'Yusuf', 45_000), person(12, 'Musa', 30_000)]}
        paying={false}
        onBack={vi.fn()}
        onPay={onPay}
      />,
    )
    const yusuf = screen.getByRole('checkbox', { name: 'Yusuf Garba' })
    const musa = screen.getByRole('checkbox', { name: 'Musa Garba' })
    expect(yusuf).toBeChecked()
    expect(musa).toBeChecked()
    expect(screen.getByText('Red Beryl · Individual · ₦45,000.00')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Pay ₦75,000.00' })).toBeEnabled()

    await user.click(yusuf)
    // The renewal page's rule: the last one ticked stays.
    expect(musa).toBeDisabled()
    expect(screen.getByText('At least one enrollee must stay selected.')).toBeVisible()
    await user.click(screen.getByRole('button', { name: 'Pay ₦30,000.00' }))
    expect(onPay).toHaveBeenCalledWith([12])
  })
})
