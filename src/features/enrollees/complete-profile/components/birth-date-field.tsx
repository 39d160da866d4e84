import { DatePickerInput } from '@mantine/dates'
import { useLingui } from '@lingui/react/macro'
import { formatLongDate } from '@/lib/format/date'
import { localIsoDay } from '../profile-rules'
import '@mantine/dates/styles.css'

type Props = {
  label: string
  /** `YYYY-MM-DD` or ''. */
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

/** Thirty years back: the picker opens on a plausible decade instead of this one. */
function openingDay(): string {
  const now = new Date()
  return localIsoDay(new Date(now.getFullYear() - 30, 0, 1))
}

/**
 * Spec §5: a read-only picker (nothing to mistype) that starts with the year,
 * DD-MM-YYYY on screen (§9), never after today.
 */
export function BirthDateField({ label, value, error, onChange, onBlur }: Props) {
  const { t } = useLingui()
  return (
    <DatePickerInput
      label={label}
      placeholder={t`DD-MM-YYYY`}
      valueFormat="DD-MM-YYYY"
      defaultLevel="decade"
      defaultDate={value || openingDay()}
      maxDate={localIsoDay()}
      required
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
