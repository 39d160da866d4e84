import { describe, expect, it, vi } from 'vitest'
import { Radio } from '@mantine/core'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderField } from '@/test/field-harness'
import { CheckboxField } from './checkbox-field'
import { NativeSelectField } from './native-select-field'
import { RadioGroupField } from './radio-group-field'

describe('RadioGroupField', () => {
  const sex = (
    <RadioGroupField label="Sex" required>
      <Radio value="m" label="Male" />
      <Radio value="f" label="Female" />
    </RadioGroupField>
  )

  it('keeps the chosen radio, and says what is missing once submitted', async () => {
    renderField(sex, { initial: '', required: 'Choose one' })
    expect(screen.getByRole('radiogroup', { name: /Sex/ })).toBeInTheDocument()
    expect(screen.queryByText('Choose one')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose one')).toBeVisible()
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }))
    expect(screen.getByRole('radio', { name: 'Female' })).toBeChecked()
    expect(screen.getByText('Kept: f')).toBeInTheDocument()
  })

  it('hands the choice to onChoose instead of keeping it', async () => {
    const onChoose = vi.fn()
    renderField(
      <RadioGroupField label="For you?" onChoose={onChoose}>
        <Radio value="1" label="Yes" />
      </RadioGroupField>,
    )
    await userEvent.click(screen.getByRole('radio', { name: 'Yes' }))
    expect(onChoose).toHaveBeenCalledWith('1')
    expect(screen.getByText('Kept:')).toBeInTheDocument()
  })
})

describe('NativeSelectField', () => {
  it('keeps the chosen option, and says what is missing once submitted', async () => {
    const data = [
      { value: '', label: 'Choose your bank', disabled: true },
      { value: '7', label: 'First Bank' },
    ]
    renderField(<NativeSelectField label="Bank" required data={data} />, { initial: '', required: 'Choose your bank' })
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose your bank', { selector: '.mantine-NativeSelect-error' })).toBeVisible()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Bank/ }), 'First Bank')
    expect(screen.getByText('Kept: 7')).toBeInTheDocument()
  })
})

describe('CheckboxField', () => {
  it('shows its label and keeps whether it is ticked', async () => {
    renderField(<CheckboxField label="Remember me on this device" />, { initial: true })
    const box = screen.getByRole('checkbox', { name: 'Remember me on this device' })
    expect(box).toBeChecked()
    await userEvent.click(box)
    expect(box).not.toBeChecked()
    expect(screen.getByText('Kept: false')).toBeInTheDocument()
  })
})
