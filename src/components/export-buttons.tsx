import { useState, type CSSProperties } from 'react'
import { Button } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { csvBlob, toCsv, type CsvValue } from '@/lib/spreadsheet/csv-writer'
import { datedFilename } from '@/lib/spreadsheet/dated-filename'
import { downloadBlob } from '@/lib/spreadsheet/download'
import type { XlsxCell } from '@/lib/spreadsheet/xlsx-writer'

type Props = {
  /** The file's name before its date: `invoices` → invoices-2026-11-27.csv. */
  prefix: string
  sheetName: string
  disabled: boolean
  /** Asked on the tap, so the file holds the rows as shown then. */
  csvRows: () => readonly (readonly CsvValue[])[]
  xlsxRows: () => readonly (readonly XlsxCell[])[]
  style?: CSSProperties
}

/** "Export CSV" and "Export Excel", as two siblings so the parent's flex lays them out (and wraps them on a phone). */
export function ExportButtons({ prefix, sheetName, disabled, csvRows, xlsxRows, style }: Props) {
  const { t } = useLingui()
  const [writing, setWriting] = useState(false)

  const exportXlsx = async () => {
    setWriting(true)
    try {
      // The writer is a chunk of its own, loaded on this tap only.
      const { toXlsxBlob } = await import('@/lib/spreadsheet/xlsx-writer')
      downloadBlob(datedFilename(prefix, new Date(), 'xlsx'), await toXlsxBlob(xlsxRows(), sheetName))
    } catch {
      // Offline before the chunk was ever loaded, most likely; the CSV needs nothing more.
      // Loaded here, like the app's <Notifications />: a static import would pull it into the list's chunk.
      const { notifications } = await import('@mantine/notifications')
      notifications.show({ color: 'red', message: t`The Excel file could not be made. Check your connection, or export CSV instead.` })
    } finally {
      setWriting(false)
    }
  }

  return (
    <>
      <Button
        variant="default"
        style={style}
        disabled={disabled}
        onClick={() => downloadBlob(datedFilename(prefix, new Date(), 'csv'), csvBlob(toCsv(csvRows())))}
      >
        <Trans>Export CSV</Trans>
      </Button>
      <Button variant="default" style={style} disabled={disabled} loading={writing} onClick={() => void exportXlsx()}>
        <Trans>Export Excel</Trans>
      </Button>
    </>
  )
}
