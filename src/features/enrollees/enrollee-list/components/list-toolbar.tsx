import { Flex, Loader, NativeSelect, TextInput } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { ExportButtons } from '@/components/export-buttons'
import { LOCALE } from '@/config/constants'
import { DISPLAY_STATUSES, statusLabel, type DisplayStatus } from '../status'

const count = new Intl.NumberFormat(LOCALE)

type Props = {
  text: string
  onTextChange: (text: string) => void
  isUpdating: boolean
  status: DisplayStatus | undefined
  onStatusChange: (status: DisplayStatus | undefined) => void
  counts: ReadonlyMap<DisplayStatus, number>
  total: number
  canExport: boolean
  /** The rows as shown, asked on the tap: the CSV and the Excel file hold the same. */
  exportRows: () => readonly (readonly string[])[]
}

function isDisplayStatus(value: string): value is DisplayStatus {
  return DISPLAY_STATUSES.some((status) => status === value)
}

export function ListToolbar(props: Props) {
  const { t, i18n } = useLingui()
  const { status, counts } = props
  // Only statuses that occur (and the chosen one, even when nothing has it any more).
  const options = DISPLAY_STATUSES.filter((value) => counts.has(value) || value === status).map((value) => ({
    value,
    label: `${i18n._(statusLabel(value))} (${count.format(counts.get(value) ?? 0)})`,
  }))
  const all = count.format(props.total)

  return (
    <Flex direction={{ base: 'column', md: 'row' }} gap="sm" align={{ base: 'stretch', md: 'flex-end' }} mb="xs">
      <TextInput
        type="search"
        label={t`Search`}
        placeholder={t`Name, email, phone or HMO ID`}
        value={props.text}
        onChange={(event) => props.onTextChange(event.currentTarget.value)}
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        enterKeyHint="search"
        rightSection={props.isUpdating ? <Loader size="xs" aria-hidden /> : null}
        style={{ flex: 2 }}
      />
      {/* Wraps on a narrow phone, so "All statuses (10,000)" is not cut off beside the buttons. */}
      <Flex gap="sm" align="flex-end" wrap={{ base: 'wrap', md: 'nowrap' }} style={{ flex: '0 1 auto' }}>
        <NativeSelect
          label={t`Status`}
          value={status ?? ''}
          onChange={(event) => {
            const value = event.currentTarget.value
            props.onStatusChange(isDisplayStatus(value) ? value : undefined)
          }}
          data={[{ value: '', label: t`All statuses (${all})` }, ...options]}
          style={{ flex: '1 1 12rem' }}
        />
        <ExportButtons
          prefix="enrollees"
          sheetName={t`Enrollees`}
          disabled={!props.canExport}
          csvRows={props.exportRows}
          xlsxRows={props.exportRows}
          style={{ flex: '1 0 auto' }}
        />
      </Flex>
    </Flex>
  )
}
