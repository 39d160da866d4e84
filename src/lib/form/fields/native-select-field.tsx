import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import { useBoundInput } from './use-bound-field'

type Props = Omit<NativeSelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>

/** The browser's own select (the phone's picker) bound to its form field. */
export function NativeSelectField(props: Props) {
  return <NativeSelect {...props} {...useBoundInput()} />
}
