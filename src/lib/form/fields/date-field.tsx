import { DatePickerInput } from '@mantine/dates'
import { useLingui } from '@lingui/react/macro'
import { formatLongDate } from '@/lib/format/date'
import { useBoundField } from './use-bound-field'
import '@mantine/dates/styles.css'

type Props = {
  label: string
  /** The last day that can be picked (`YYYY-MM-DD` or a date). */
  maxDate: string | Date
  /** The day the picker opens on while the field is empty, `YYYY-MM-DD`. */
  openingDate?: string
  required?: boolean
}

/**
 * Spec §5: a read-only picker (nothing to mistype) of a `YYYY-MM-DD` form
 * field that starts with the year, DD-MM-YYYY on screen (§9).
 */
export function DateField({ label, maxDate, openingDate, required }: Props) {
  const { t } = useLingui()
  const { value, error, onChange, onBlur } = useBoundField<string>()
  return (
    <DatePickerInput
      label={label}
      placeholder={t`DD-MM-YYYY`}
      valueFormat="DD-MM-YYYY"
      defaultLevel="decade"
      defaultDate={openingDate === undefined ? undefined : value || openingDate}
      maxDate={maxDate}
      required={required}
      value={value || null}
      onChange={(day) => onChange(day ?? '')}
      onBlur={onBlur}
      error={error}
      popoverProps={{ withinPortal: true }}
      getDayProps={(day) => ({ 'aria-label': formatLongDate(day) })}
      ariaLabels={{
        previousDecade: t`Previous decade`,
        nextDecade: t`Next decade`,
        previousYear: t`Previous year`,
        nextYear: t`Next year`,
        previousMonth: t`Previous month`,
        nextMonth: t`Next month`,
        yearLevelControl: t`Choose a year`,
        monthLevelControl: t`Choose a month`,
      }}
    />
  )
}
