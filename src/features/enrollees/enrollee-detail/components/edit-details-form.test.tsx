/**
 * Every error at once (decisions: 'What a new user tripped on'): a field broken while another
 * still shows its error is checked on the next Save too, not a round later.
 */
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders } from '@/test/render'
import { EditDetailsForm } from './edit-details-form'

const defaults = { first_name: 'Ada', last_name: 'Okafor', email_address: 'ada@example.com', phone_number: '08030000000' }

describe('EditDetailsForm', () => {
  it('shows a new error next to the one still standing', async () => {
    const user = userEvent.setup()
    const sent: unknown[] = []
    renderWithProviders(
      <EditDetailsForm
        defaults={defaults}
        error={null}
        onDismissError={() => undefined}
        onCancel={() => undefined}
        onSubmit={(body) => Promise.resolve(void sent.push(body))}
      />,
    )
    await user.clear(screen.getByRole('textbox', { name: /First name/ }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter the first name')).toBeVisible()

    await user.clear(screen.getByRole('textbox', { name: /Phone number/ }))
    await user.type(screen.getByRole('textbox', { name: /Phone number/ }), '080')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits')).toBeVisible()
    expect(screen.getByText('Enter the first name')).toBeVisible()
    expect(sent).toEqual([])
  })
})
