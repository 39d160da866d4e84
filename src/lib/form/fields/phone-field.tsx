import { TextField, type TextFieldProps } from './text-field'

/** A phone number: the phone's dial pad (a form may ask for `inputMode="numeric"` instead). */
export function PhoneField(props: TextFieldProps) {
  return <TextField type="tel" inputMode="tel" {...props} />
}
