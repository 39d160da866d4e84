import { useContext } from 'react'
import { useSelector } from '@tanstack/react-form'
import { ErrorsAfterSubmit } from '../error-timing'
import { visibleError } from '../field-error'
import { useFieldContext } from '../form-context'

/**
 * The field of the enclosing `form.AppField`: its name, value, change and blur
 * handlers, and its error once the user has left it or tried to submit.
 */
export function useBoundField<TValue>() {
  const field = useFieldContext<TValue>()
  const afterSubmit = useContext(ErrorsAfterSubmit)
  const submitted = useSelector(field.form.store, (state) => afterSubmit && state.submissionAttempts > 0)
  const value = useSelector(field.store, (state) => state.value)
  const meta = useSelector(field.store, (state) => state.meta)
  return {
    name: field.name,
    value,
    error: visibleError(meta, submitted),
    onChange: (next: TValue) => field.handleChange(next),
    onBlur: () => field.handleBlur(),
  }
}

/** The same, as the props of an input whose change event carries the text (text, password, native select). */
export function useBoundInput() {
  const { onChange, ...field } = useBoundField<string>()
  return { ...field, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value) }
}
