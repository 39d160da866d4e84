import { Button, Group, NativeSelect, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { IMPORT_FIELDS } from '../import-fields'
import type { ImportColumnMapping } from '../import-protocol'
import { fieldLabel } from '../import-words'

type Props = {
  fileName: string
  header: readonly string[]
  rowCount: number
  mapping: ImportColumnMapping
  busy: boolean
  onChange: (mapping: ImportColumnMapping) => void
  onBack: () => void
  onCheck: () => void
}

const NONE = ''

/** Step 3: which column holds which field, found from the header; any match can be changed. */
export function MatchStep({ fileName, header, rowCount, mapping, busy, onChange, onBack, onCheck }: Props) {
  const { t, i18n } = useLingui()
  const options = [
    { value: NONE, label: t`Not in the file` },
    ...header.map((name, column) => ({
      value: String(column),
      label: name || t`Column ${column + 1}`,
    })),
  ]
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          {fileName}: {rowCount} rows. Check which column holds each detail; we remember your choice for the next import.
        </Trans>
      </Text>
      {IMPORT_FIELDS.map((field) => (
        <NativeSelect
          key={field}
          label={fieldLabel(field, i18n)}
          data={options}
          value={mapping[field] === undefined ? NONE : String(mapping[field])}
          onChange={(event) => {
            const value = event.currentTarget.value
            onChange({
              ...mapping,
              [field]: value === NONE ? undefined : Number(value),
            })
          }}
        />
      ))}
      <Group>
        <Button variant="default" onClick={onBack}>
          <Trans>Choose another file</Trans>
        </Button>
        <Button onClick={onCheck} loading={busy}>
          <Trans>Check the rows</Trans>
        </Button>
      </Group>
    </Stack>
  )
}
