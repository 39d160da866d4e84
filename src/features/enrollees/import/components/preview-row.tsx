import { memo, useEffect, useRef, useState } from 'react'
import { Badge, Checkbox, Group, Text, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { IMPORT_FIELDS, type ImportField } from '../import-fields'
import type { RowResult } from '../import-protocol'
import { fieldLabel, problemText } from '../import-words'
import classes from './preview-table.module.css'

type Props = {
  row: RowResult
  onEdit: (index: number, field: ImportField, value: string) => void
  onExclude: (index: number, excluded: boolean) => void
}

/** Re-checked as the user types, but not on every key: a pause this long sends the cell to the worker. */
const EDIT_PAUSE_MS = 250

function Cell({ row, field, onEdit }: { row: RowResult; field: ImportField; onEdit: Props['onEdit'] }) {
  const { t, i18n } = useLingui()
  const [value, setValue] = useState(row.values[field])
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])
  const problem = row.problems[field]
  const label = fieldLabel(field, i18n)
  const line = row.line
  return (
    <TextInput
      size="xs"
      label={label}
      aria-label={t`${label}, row ${line}`}
      value={value}
      disabled={row.status === 'excluded' || row.status === 'already-enrolled'}
      error={problem ? problemText(problem, i18n) : undefined}
      onChange={(event) => {
        const next = event.currentTarget.value
        setValue(next)
        clearTimeout(timer.current)
        timer.current = setTimeout(() => onEdit(row.index, field, next), EDIT_PAUSE_MS)
      }}
    />
  )
}

/** One spreadsheet row in the preview: its status, its cells (editable) and its problems. */
export const PreviewRow = memo(function PreviewRow({ row, onEdit, onExclude }: Props) {
  const { t } = useLingui()
  const status = {
    ready: { color: 'green', text: t`Ready` },
    'needs-fixing': { color: 'red', text: t`Needs fixing` },
    'already-enrolled': { color: 'gray', text: t`Already an enrollee` },
    excluded: { color: 'gray', text: t`Left out` },
  }[row.status]
  const line = row.line
  return (
    <div role="group" aria-label={t`Row ${line}`} className={classes.row}>
      <Group justify="space-between" mb={4}>
        <Group gap="xs">
          <Text fw={600} size="sm">{t`Row ${line}`}</Text>
          <Badge color={status.color} variant="light">
            {status.text}
          </Badge>
        </Group>
        {row.status !== 'already-enrolled' && (
          <Checkbox
            size="xs"
            label={t`Leave out`}
            aria-label={t`Leave out row ${line}`}
            checked={row.status === 'excluded'}
            onChange={(event) => onExclude(row.index, event.currentTarget.checked)}
          />
        )}
      </Group>
      <div className={classes.cells}>
        {IMPORT_FIELDS.map((field) => (
          <Cell key={field} row={row} field={field} onEdit={onEdit} />
        ))}
      </div>
    </div>
  )
})
