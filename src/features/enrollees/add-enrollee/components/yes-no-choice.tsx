import { Group, Radio } from '@mantine/core'
import { RadioGroupField } from '@/lib/form/fields/radio-group-field'
import { toYesNo, type YesNo } from '../add-enrollee-form-schema'

type Props = {
  label: string
  yesLabel: string
  noLabel: string
  /** Instead of keeping the answer as it is: an answer that changes other fields too. */
  onChoose?: (value: YesNo) => void
}

/** A required yes/no question as two radios (values '1' and '0', as the spec's form sends them), inside its `form.AppField`. */
export function YesNoChoice({ label, yesLabel, noLabel, onChoose }: Props) {
  return (
    <RadioGroupField label={label} required onChoose={onChoose && ((next) => onChoose(toYesNo(next)))}>
      <Group gap="lg" mt="xs">
        <Radio value="1" label={yesLabel} />
        <Radio value="0" label={noLabel} />
      </Group>
    </RadioGroupField>
  )
}
