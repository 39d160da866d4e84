import { PasswordInput, type PasswordInputProps } from '@mantine/core'
import { useBoundInput } from './use-bound-field'

type Props = Omit<PasswordInputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>

/** A password input (with its show/hide toggle) bound to its form field. */
export function PasswordField(props: Props) {
  return <PasswordInput {...props} {...useBoundInput()} />
}
