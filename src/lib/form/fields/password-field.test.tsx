import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderField } from '@/test/field-harness'
import { PasswordField } from './password-field'

describe('PasswordField', () => {
  it('shows its label and keeps what is typed, hidden', async () => {
    renderField(<PasswordField label="Password" autoComplete="current-password" />)
    const input = screen.getByLabelText('Password')
    expect(input).toHaveAttribute('type', 'password')
    expect(input).toHaveAttribute('autocomplete', 'current-password')
    await userEvent.type(input, 'demo1234')
    expect(input).toHaveValue('demo1234')
  })

  it('keeps a known error hidden until the user has left the field', async () => {
    renderField(<PasswordField label="Password" />, { initial: '', required: 'Enter your password', checkOnMount: true })
    const input = screen.getByLabelText('Password')
    await userEvent.click(input)
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument()
    await userEvent.tab()
    expect(await screen.findByText('Enter your password')).toBeVisible()
  })
})
