import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MantineProvider } from '@mantine/core'
import { ErrorsAfterSubmit } from '../error-timing'
import { useAppForm } from '../use-app-form'

/** Page two's field shows only after a first submit, as the sign-up form's "Next" does; typing on it checks the page. */
function TwoPageForm() {
  const form = useAppForm({
    defaultValues: { city: '', street: '' },
    validators: { onChange: ({ value }) => (value.street ? undefined : { fields: { street: 'Enter the street' } }) },
  })
  return (
    <form.AppForm>
      <form.Form>
        <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
          {(secondPage) =>
            secondPage && (
              <>
                <form.AppField name="city" children={(f) => <f.TextField label="City" />} />
                <form.AppField name="street" children={(f) => <f.TextField label="Street" />} />
              </>
            )
          }
        </form.Subscribe>
        <form.SubmitButton>Next</form.SubmitButton>
      </form.Form>
    </form.AppForm>
  )
}

async function typeOnPageTwo(errorsAfterSubmit: boolean) {
  render(
    <MantineProvider env="test">
      <ErrorsAfterSubmit value={errorsAfterSubmit}>
        <TwoPageForm />
      </ErrorsAfterSubmit>
    </MantineProvider>,
  )
  await userEvent.click(screen.getByRole('button', { name: 'Next' }))
  await userEvent.type(await screen.findByRole('textbox', { name: 'City' }), 'Ikeja')
}

describe('useBoundField', () => {
  it('after a submit attempt, shows the errors of fields the user has not been to', async () => {
    await typeOnPageTwo(true)
    expect(await screen.findByText('Enter the street')).toBeVisible()
  })

  it('with ErrorsAfterSubmit off, a field shown after the submit keeps its error until the user leaves it', async () => {
    await typeOnPageTwo(false)
    expect(screen.queryByText('Enter the street')).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('textbox', { name: 'Street' }))
    await userEvent.tab()
    expect(await screen.findByText('Enter the street')).toBeVisible()
  })
})
