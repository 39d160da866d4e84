import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderField } from '@/test/field-harness'
import { SelectField } from './select-field'

const states = [
  { value: '1', label: 'Abia' },
  { value: '25', label: 'Lagos' },
]

describe('SelectField', () => {
  it('shows its label and placeholder, and keeps the chosen option', async () => {
    renderField(<SelectField label="State of residence" placeholder="Choose a state" data={states} searchable />)
    const input = screen.getByRole('combobox', { name: 'State of residence' })
    expect(input).toHaveAttribute('placeholder', 'Choose a state')
    await userEvent.click(input)
    await userEvent.click(await screen.findByRole('option', { name: 'Lagos' }))
    expect(input).toHaveValue('Lagos')
    expect(screen.getByText('Kept: 25')).toBeInTheDocument()
  })

  it('shows the `empty` value as nothing chosen', async () => {
    renderField(<SelectField label="State of residence" placeholder="Choose a state" data={states} empty="0" />, { initial: '0' })
    const input = screen.getByRole('combobox', { name: 'State of residence' })
    expect(input).toHaveValue('')
    await userEvent.click(input)
    await userEvent.click(await screen.findByRole('option', { name: 'Abia' }))
    expect(screen.getByText('Kept: 1')).toBeInTheDocument()
  })

  it('says what is missing once submitted, not before', async () => {
    renderField(<SelectField label="Occupation" data={states} />, { initial: '', required: 'Choose an occupation' })
    expect(screen.queryByText('Choose an occupation')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose an occupation')).toBeVisible()
  })
})
