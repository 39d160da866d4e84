import { TextInput } from '@mantine/core'
import { DatePickerInput } from '@mantine/dates'
import { useLingui } from '@lingui/react/macro'
import { formatDayMonthYear, formatLongDate, toDate } from '@/lib/format/date'
import '@mantine/dates/styles.css'

type Props = {
  questionId: 1 | 2
  label: string
  value: string
  error: string | undefined
  onChange: (value: string) => void
  onBlur: () => void
}

function parseDayMonthYear(value: string): Date | null {
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(value)
  return match ? new Date(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : null
}

/**
 * Spec §5: date of birth is picked (read-only, DD-MM-YYYY, never later than
 * today); the phone question takes its last 6 digits as text.
 */
export function SecurityAnswerField({ questionId, label, value, error, onChange, onBlur }: Props) {
  const { t } = useLingui()
  if (questionId === 1) {
    return (
      <DatePickerInput
        label={label}
        placeholder={t`DD-MM-YYYY`}
        valueFormat="DD-MM-YYYY"
        defaultLevel="decade"
        maxDate={new Date()}
        required
        value={parseDayMonthYear(value)}
        onChange={(date) => {
          const picked = date ? toDate(date) : null
          onChange(picked ? formatDayMonthYear(picked) : '')
        }}
        onBlur={onBlur}
        error={error}
        popoverProps={{ withinPortal: true }}
        getDayProps={(date) => ({ 'aria-label': formatLongDate(date) })}
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
  return (
    <TextInput
      label={label}
      description={t`The last 6 digits of the phone number on your account`}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onBlur={onBlur}
      error={error}
    />
  )
}
