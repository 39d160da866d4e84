import { TextField, type TextFieldProps } from './text-field'

/** An e-mail address: the browser's e-mail input and the phone's e-mail keyboard. */
export function EmailField(props: TextFieldProps) {
  return <TextField type="email" inputMode="email" {...props} />
}
