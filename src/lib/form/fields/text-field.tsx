import { TextInput, type TextInputProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

export type TextFieldProps = Omit<TextInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
  /** Applied to what is typed before it is kept (e.g. digits only). */
  clean?: (value: string) => string
}

/** A text input bound to its form field. */
export function TextField({ clean, ...input }: TextFieldProps) {
  const { name, value, error, onChange, onBlur } = useBoundField<string>()
  return (
    <TextInput
      // A read-only answer looks like one, not like an input that refuses typing.
      variant={input.readOnly ? 'filled' : undefined}
      {...input}
      name={name}
      value={value}
      onChange={(event) => onChange(clean ? clean(event.currentTarget.value) : event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  )
}
