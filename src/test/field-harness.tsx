import type { ReactNode } from 'react'
import { render } from '@testing-library/react'
import { MantineProvider } from '@mantine/core'
import { I18nProvider } from '@lingui/react'
import { setupI18n } from '@/lib/i18n/i18n'
import { usePickerForm } from '@/lib/form/use-picker-form'

type Props = {
  /** The field's starting value. */
  initial: string | boolean
  /** The error shown while the field is empty; none when left out. */
  required?: string
  /** Check the field as soon as it shows, so the error exists before the user has been there. */
  checkOnMount?: boolean
  /** The bound field component under test (it reads its field from the context). */
  children: ReactNode
}

/**
 * A one-field form named `answer` around a bound field component, with a
 * Submit button (through `submitAll`) and the kept value as text ("Kept: …").
 */
function FieldHarness({ initial, required, checkOnMount = false, children }: Props) {
  const check = ({ value }: { value: string | boolean }) => (required && (value === '' || value === false) ? required : undefined)
  const form = usePickerForm({ defaultValues: { answer: initial }, onSubmit: () => undefined })
  return (
    <form.AppForm>
      <form.Form>
        <form.AppField
          name="answer"
          validators={{ onSubmit: check, onMount: checkOnMount ? check : undefined }}
          children={() => children}
        />
        <form.Subscribe selector={(state) => state.values.answer}>{(value) => <p>Kept: {String(value)}</p>}</form.Subscribe>
        <form.SubmitButton>Submit</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

/** Renders the harness in Mantine's test mode: no transitions, so dropdowns and pickers open at once in jsdom. */
export function renderField(field: ReactNode, options: Omit<Props, 'children'> = { initial: '' }) {
  return render(
    <I18nProvider i18n={setupI18n()}>
      <MantineProvider env="test">
        <FieldHarness {...options}>{field}</FieldHarness>
      </MantineProvider>
    </I18nProvider>,
  )
}
