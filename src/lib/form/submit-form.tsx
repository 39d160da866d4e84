import type { ComponentProps } from 'react'
import { useFormContext } from './form-context'
import { submitAll } from './submit-all'

type Props = Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>

/**
 * The `<form>` element of a form (inside `form.AppForm`): our own messages
 * instead of the browser's, and every field checked on submit (`submitAll`).
 */
export function SubmitForm(props: Props) {
  const form = useFormContext()
  return (
    <form
      {...props}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        // A failed submit shows in the form (its errors, its mutation's banner).
        void submitAll(form).catch(() => undefined)
      }}
    />
  )
}
