import { describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@/lib/i18n/i18n'
import { usePickerForm } from '@/lib/form/use-picker-form'
import { renderField } from '@/test/field-harness'
import { DateField } from './date-field'

function BirthdayForm() {
  const form = usePickerForm({ defaultValues: { birthday: '' } })
  return (
    <>
      <form.AppField
        name="birthday"
        children={(f) => <f.DateField label="Date of birth" maxDate="2026-01-31" openingDate="1996-01-01" required />}
      />
      <form.Subscribe selector={(state) => state.values.birthday}>{(value) => <p>Kept: {value}</p>}</form.Subscribe>
    </>
  )
}

function renderInTestMode() {
  // Mantine's test mode: no transitions, so the picker opens and closes at once in jsdom.
  render(
    <I18nProvider i18n={setupI18n()}>
      <MantineProvider env="test">
        <BirthdayForm />
      </MantineProvider>
    </I18nProvider>,
  )
}

describe('DateField', () => {
  it('Escape closes the open picker and puts the focus back on the field', async () => {
    renderInTestMode()
    const field = screen.getByRole('button', { name: /Date of birth/ })
    await userEvent.click(field)
    const previousDecade = await screen.findByRole('button', { name: 'Previous decade' })
    previousDecade.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Previous decade' })).not.toBeInTheDocument())
    expect(field).toHaveFocus()
  })

  it('opens on the opening decade and keeps the picked day as YYYY-MM-DD, shown DD-MM-YYYY', async () => {
    renderInTestMode()
    const field = screen.getByRole('button', { name: /Date of birth/ })
    await userEvent.click(field)
    await userEvent.click(await screen.findByRole('button', { name: '1996' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Mar' }))
    await userEvent.click(await screen.findByRole('button', { name: /^14 March 1996/ }))
    expect(screen.getByText('Kept: 1996-03-14')).toBeInTheDocument()
    expect(field).toHaveTextContent('14-03-1996')
  })

  it('says what is missing once submitted, not before', async () => {
    renderField(<DateField label="Date of birth" maxDate={new Date()} required />, { initial: '', required: 'Choose your date of birth' })
    expect(screen.queryByText('Choose your date of birth')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Choose your date of birth')).toBeVisible()
  })
})
