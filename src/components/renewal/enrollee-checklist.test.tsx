import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { InvoiceEnrollee } from '@/lib/contract/billing'
import { renderWithProviders } from '@/test/render'
import { initialSelection, toggleEnrollee } from '@/lib/billing/renewal-selection'
import { EnrolleeChecklist } from './enrollee-checklist'

const person = (user_id: number, first_name: string): InvoiceEnrollee => ({
  user_id,
  first_name,
  last_name: 'Garba',
  email: null,
  // Suspended, as everyone on a suspended invoice is.
  active_status_id: 4,
  product: { id: 18027, name: 'Red Beryl', plan_type: 'plan', price: 45_000, package: 'Individual' },
})

function List({ enrollees }: { enrollees: InvoiceEnrollee[] }) {
  const [selected, setSelected] = useState(() => initialSelection(enrollees))
  return (
    <EnrolleeChecklist
      enrollees={enrollees}
      selected={selected}
      onToggle={(enrollee) => setSelected((current) => toggleEnrollee(current, enrollee))}
      describe={(enrollee) => enrollee.product.name}
    />
  )
}

describe('EnrolleeChecklist (the people of a renewal, on the Renew modal and the renewal page alike)', () => {
  it('ticks everyone at first, lets the owner leave suspended people out, and keeps the last one', async () => {
    const user = userEvent.setup()
    renderWithProviders(<List enrollees={[person(11, 'Yusuf'), person(12, 'Musa')]} />)
    const list = screen.getByRole('group', { name: 'Enrollees to renew' })
    const yusuf = within(list).getByRole('checkbox', { name: 'Yusuf Garba' })
    const musa = within(list).getByRole('checkbox', { name: 'Musa Garba' })
    for (const box of [yusuf, musa]) {
      expect(box).toBeChecked()
      expect(box).toBeEnabled()
    }
    await user.click(yusuf)
    expect(yusuf).not.toBeChecked()
    // Musa is the last one ticked: locked, and the reason is shown.
    expect(musa).toBeChecked()
    expect(musa).toBeDisabled()
    expect(screen.getByText('At least one enrollee must stay selected.')).toBeVisible()
    await user.click(yusuf)
    expect(yusuf).toBeChecked()
    expect(musa).toBeEnabled()
  })
})
