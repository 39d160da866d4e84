import { Button, type ButtonProps } from '@mantine/core'
import type { ReactNode } from 'react'
import { useSelector } from '@tanstack/react-form'
import { useFormContext } from './form-context'

type Props = Omit<ButtonProps, 'type' | 'loading'> & { children: ReactNode }

/** The form's submit button, spinning while the submit runs (inside `form.AppForm`). */
export function SubmitButton(props: Props) {
  const form = useFormContext()
  const isSubmitting = useSelector(form.store, (state) => state.isSubmitting)
  return <Button {...props} type="submit" loading={isSubmitting} />
}
