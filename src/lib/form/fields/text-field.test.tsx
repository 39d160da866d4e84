import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderField } from '@/test/field-harness'
import { TextField } from './text-field'
import { EmailField } from './email-field'
import { PhoneField } from './phone-field'

describe('TextField', () => {
  it('shows its label and keeps what is typed', async () => {
    renderField(<TextField label="First name" autoComplete="given-name" />)
    const input = screen.getByRole('textbox', { name: 'First name' })
    expect(input).toHaveAttribute('name', 'answer')
    expect(input).toHaveAttribute('autocomplete', 'given-name')
    await userEvent.type(input, 'Ada')
    expect(input).toHaveValue('Ada')
    expect(screen.getByText('Kept: Ada')).toBeInTheDocument()
  })

  it('shows its error once submitted, not before', async () => {
    renderField(<TextField label="First name" />, { initial: '', required: 'Enter the first name' })
    expect(screen.queryByText('Enter the first name')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Enter the first name')).toBeVisible()
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAttribute('aria-invalid', 'true')
  })

  it('keeps what is typed cleaned, and a read-only answer looks like one', async () => {
    renderField(<TextField label="Phone" clean={(value) => value.replace(/\D/g, '')} />)
    await userEvent.type(screen.getByRole('textbox', { name: 'Phone' }), '0803 123-4567')
    expect(screen.getByText('Kept: 08031234567')).toBeInTheDocument()
  })

  it('an e-mail field gets the e-mail input and keyboard, a phone field the dial pad', () => {
    renderField(
      <>
        <EmailField label="Email address" />
        <PhoneField label="Phone number" inputMode="numeric" />
      </>,
    )
    const email = screen.getByRole('textbox', { name: 'Email address' })
    expect(email).toHaveAttribute('type', 'email')
    expect(email).toHaveAttribute('inputmode', 'email')
    const phone = screen.getByRole('textbox', { name: 'Phone number' })
    expect(phone).toHaveAttribute('type', 'tel')
    expect(phone).toHaveAttribute('inputmode', 'numeric')
  })
})
