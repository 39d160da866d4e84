import { describe, expect, it } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import type { Plan } from '@/lib/contract/catalogue'
import { catalogueKeys } from '@/lib/catalogue/queries'
import { renderWithProviders } from '@/test/render'
import { ExtensionSelector } from './extension-selector'

const extension = (id: number, name: string, code: string, monthly: number): Plan => ({
  id,
  name,
  type: 'extension',
  description: `${name} description`,
  price: { monthly, quarterly: monthly * 3, yearly: monthly * 12 * 0.95 },
  extension: { code },
})

const catalogue = [
  extension(30101, 'Red Beryl Dental Care', 'dental', 2000),
  extension(30102, 'Red Beryl Optical Care', 'optical', 1500),
  extension(30103, 'Red Beryl Personal Emergency Cover', 'pec', 3000),
  extension(30201, 'Alexandrite Dental Care', 'dental', 2500),
]

const chiamaka: EnrolleeDetail = {
  id: 1001,
  user_id: 1001,
  first_name: 'Chiamaka',
  last_name: 'Obi',
  email_address: null,
  phone_number: null,
  product: { id: 18027, name: 'Red Beryl' },
  profile: null,
  hash: null,
  cover_start_date: null,
  cover_end_date: null,
  deactivated: false,
  extensions: [
    {
      id: 1,
      product: { id: 30101, name: 'Red Beryl Dental Care' },
      payment_frequency_id: 4,
      cover_start_date: '2025-01-01',
      cover_end_date: '2025-12-31',
      active_status_id: 1,
    },
  ],
}

async function open(enrollee: EnrolleeDetail) {
  const view = renderWithProviders(<ExtensionSelector enrollee={enrollee} onClose={() => undefined} />)
  await act(async () => {
    view.queryClient.setQueryData(catalogueKeys.products('extension'), catalogue)
    await Promise.resolve()
  })
  return view
}

describe('ExtensionSelector', () => {
  it('tabs only the fitting extensions not held; add and remove change the cart; proceed only when non-empty', async () => {
    const user = userEvent.setup()
    await open(chiamaka)
    const dialog = screen.getByRole('dialog', { name: 'Add extra benefit' })
    expect((await within(dialog).findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Optical Care', 'Personal Emergency Cover'])
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your cart is empty')
    expect(within(dialog).queryByRole('button', { name: 'Proceed' })).toBeNull()

    const optical = within(dialog).getByRole('tabpanel')
    expect(within(optical).getByRole('table', { name: 'Red Beryl Optical Care' })).toHaveTextContent(
      'Monthly₦1,500.00Quarterly₦4,500.00Yearly₦17,100.00',
    )
    expect(optical).toHaveTextContent("added to Chiamaka's plan")
    await user.click(within(optical).getByRole('button', { name: 'Add to cart' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('1 extra benefit in the cart')
    expect(within(dialog).getByRole('button', { name: 'Proceed' })).toBeVisible()

    await user.click(within(dialog).getByRole('tab', { name: 'Personal Emergency Cover' }))
    const pec = within(dialog).getByRole('tabpanel')
    expect(pec).toHaveTextContent('Personal Emergency Cover is for emergencies')
    await user.click(within(pec).getByRole('button', { name: 'Add to cart' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('2 extra benefits in the cart')
    await user.click(within(pec).getByRole('button', { name: 'Remove from cart' }))
    await user.click(within(dialog).getByRole('tab', { name: 'Optical Care' }))
    await user.click(within(dialog).getByRole('button', { name: 'Remove from cart' }))
    expect(within(dialog).getByRole('status')).toHaveTextContent('Your cart is empty')
    expect(within(dialog).queryByRole('button', { name: 'Proceed' })).toBeNull()
  })

  it('says so when nothing is available', async () => {
    await open({ ...chiamaka, product: { id: 96, name: 'Sapphire Starter' } })
    expect(await screen.findByText(/There are no extra benefits available for Chiamaka's Sapphire Starter plan/)).toBeVisible()
    expect(screen.queryByRole('tab')).toBeNull()
  })
})
