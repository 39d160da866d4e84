import { Radio, type RadioGroupProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

type Props = Omit<RadioGroupProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'error'> & {
  /** Instead of keeping the choice as it is: an answer that changes other fields too. */
  onChoose?: (value: string) => void
}

/** A group of radios (its children) bound to its form field; the value is the chosen radio's. */
export function RadioGroupField({ onChoose, ...group }: Props) {
  const { name, value, error, onChange } = useBoundField<string>()
  return <Radio.Group {...group} name={name} value={value} onChange={onChoose ?? onChange} error={error} />
}
