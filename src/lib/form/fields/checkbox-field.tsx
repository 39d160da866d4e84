import { Checkbox, type CheckboxProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

type Props = Omit<CheckboxProps, 'name' | 'checked' | 'defaultChecked' | 'onChange' | 'error'>

/** A yes/no checkbox bound to a boolean form field. */
export function CheckboxField(props: Props) {
  const { name, value, onChange } = useBoundField<boolean>()
  return <Checkbox {...props} name={name} checked={value} onChange={(event) => onChange(event.currentTarget.checked)} />
}
