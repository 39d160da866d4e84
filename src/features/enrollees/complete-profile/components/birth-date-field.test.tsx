import { describe, expect, it } from 'vitest'
import { useState } from 'react'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@/lib/i18n/i18n'
import { BirthDateField } from './birth-date-field'

function Field() {
  const [value, setValue] = useState('')
  return <BirthDateField label="Date of birth" value={value} error={undefined} onChange={setValue} onBlur={() => undefined} />
}

function renderField() {
  // Mantine's test mode: no transitions, so the picker opens and closes at once in jsdom.
  render(
    <I18nProvider i18n={setupI18n()}>
      <MantineProvider env="test">
        <Field />
      </MantineProvider>
    </I18nProvider>,
  )
}

describe('BirthDateField', () => {
  it('Escape closes the open picker and puts the focus back on the field', async () => {
    renderField()
    const field = screen.getByRole('button', { name: /Date of birth/ })
    await userEvent.click(field)
    const previousDecade = await screen.findByRole('button', { name: 'Previous decade' })
    previousDecade.focus()
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Previous decade' })).not.toBeInTheDocument())
    expect(field).toHaveFocus()
  })
})
