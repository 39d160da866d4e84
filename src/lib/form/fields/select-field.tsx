import { Select, type SelectProps } from '@mantine/core'
import { useBoundField } from './use-bound-field'

type Props = Omit<SelectProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error'> & {
  /** What the field keeps when nothing is chosen; default ''. */
  empty?: string
}

/** A searchable dropdown bound to a text form field ('' or `empty` = nothing chosen). */
export function SelectField({ empty = '', ...select }: Props) {
  const { value, error, onChange, onBlur } = useBoundField<string>()
  return (
    <Select
      {...select}
      value={value === '' || value === empty ? null : value}
      onChange={(chosen) => onChange(chosen ?? empty)}
      onBlur={onBlur}
      error={error}
    />
  )
}
