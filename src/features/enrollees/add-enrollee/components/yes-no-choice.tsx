import { Group, Radio } from '@mantine/core'
import { toYesNo, type YesNo } from '../add-enrollee-form-schema'

type Props = {
  name: string
  label: string
  yesLabel: string
  noLabel: string
  value: YesNo
  onChange: (value: YesNo) => void
  error?: string
}

/** A required yes/no question as two radios (values '1' and '0', as the spec's form sends them). */
export function YesNoChoice({ name, label, yesLabel, noLabel, value, onChange, error }: Props) {
  return (
    <Radio.Group name={name} label={label} required value={value} onChange={(next) => onChange(toYesNo(next))} error={error}>
      <Group gap="lg" mt="xs">
        <Radio value="1" label={yesLabel} />
        <Radio value="0" label={noLabel} />
      </Group>
    </Radio.Group>
  )
}
