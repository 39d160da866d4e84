import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { downloadBlob } from '@/lib/spreadsheet/download'
import { SPREADSHEET_ACCEPT } from '@/lib/spreadsheet/read-spreadsheet'
import { templateCsv, templateXlsx } from '../import-files'
import { refusalText, type Refusal } from '../import-words'

type Props = {
  planName: string | undefined
  busy: boolean
  refusal: Refusal | null
  onFile: (file: File) => void
}

/** Step 2: the file (CSV or .xlsx), and the template in both formats. */
export function FileStep({ planName, busy, refusal, onFile }: Props) {
  const { t, i18n } = useLingui()
  return (
    <Stack>
      <Text size="sm">
        <Trans>
          One person per row: first name, last name, email, phone number, plan, and whether they can complete their own profile (yes or no).
          The first row names the columns.
        </Trans>
      </Text>
      <Group gap="sm">
        <Button variant="light" onClick={() => downloadBlob('staff-list-template.csv', templateCsv(planName))}>
          <Trans>Download the CSV template</Trans>
        </Button>
        <Button variant="light" onClick={() => void templateXlsx(planName).then((blob) => downloadBlob('staff-list-template.xlsx', blob))}>
          <Trans>Download the Excel template</Trans>
        </Button>
      </Group>
      <div>
        <label htmlFor="import-file">
          <Text fw={500} size="sm" mb={4}>{t`Staff list (CSV or Excel .xlsx, up to 5 MB)`}</Text>
        </label>
        {/* Mantine's own focus ring: a bare file input shows almost none when reached by Tab. */}
        <input
          id="import-file"
          className="mantine-focus-auto"
          type="file"
          accept={SPREADSHEET_ACCEPT}
          disabled={busy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0]
            // The same file chosen again (after fixing it in Excel) must be read again.
            event.currentTarget.value = ''
            if (file) onFile(file)
          }}
        />
      </div>
      {busy && <Text role="status">{t`Reading the file…`}</Text>}
      {refusal && (
        <Alert color="red" role="alert" title={t`This file cannot be imported`}>
          {refusalText(refusal, i18n)}
        </Alert>
      )}
    </Stack>
  )
}
