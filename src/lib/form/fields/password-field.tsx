import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

type Props = Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>

/** A password input (with its show/hide toggle) bound to its form field. */
export function PasswordField(props: Props) {
  const { name, value, error, onChange, onBlur } = useBoundField<string>()
  return (
    <PasswordInput
      {...props}
      name={name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  )
}
