import { TextInput, type TextInputProps } from '@mantine/core'
import { visibleError } from '@/lib/form/field-error'
import type { ProfileFormApi, TextFieldName } from '../use-profile-form'

type Props = Omit<TextInputProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'form'> & {
  form: ProfileFormApi
  name: TextFieldName
  /** Applied to what is typed before it is kept (e.g. digits only). */
  clean?: (value: string) => string
}

/** A text answer of the sign-up form, with its error once the user has been there. */
export function TextField({ form, name, clean, ...input }: Props) {
  return (
    <form.Field name={name}>
      {(field) => (
        <TextInput
          // A read-only answer looks like one, not like an input that refuses typing.
          variant={input.readOnly ? 'filled' : undefined}
          {...input}
          name={field.name}
          value={field.state.value}
          onChange={(event) => field.handleChange(clean ? clean(event.currentTarget.value) : event.currentTarget.value)}
          onBlur={field.handleBlur}
          error={visibleError(field.state.meta, false)}
        />
      )}
    </form.Field>
  )
}
