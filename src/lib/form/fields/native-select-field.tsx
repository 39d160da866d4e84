import { NativeSelect, type NativeSelectProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

type Props = Omit<NativeSelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'>

/** The browser's own select (the phone's picker) bound to its form field. */
export function NativeSelectField(props: Props) {
  const { name, value, error, onChange, onBlur } = useBoundField<string>()
  return (
    <NativeSelect
      {...props}
      name={name}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  )
}
