/**
 * The import's steps before sending: the worker (started on first use,
 * stopped when the page goes), the file read, the matching and the checked
 * rows. The rows stay in the worker; the screen keeps its last answer.
 */
import { startTransition, useCallback, useEffect, useRef, useState } from 'react'
import type { RememberedMapping } from '@/lib/spreadsheet/mapping-store'
import { createImportClient, startImportWorker } from './import-client'
import type { ImportField } from './import-fields'
import type { ImportColumnMapping, ImportContext, ImportSummary, RowResult } from './import-protocol'
import type { Refusal } from './import-words'

export type ReadFile = {
  name: string
  kind: 'csv' | 'xlsx'
  header: string[]
  mapping: ImportColumnMapping
  rowCount: number
  sample: string[][]
}
export type Checked = { results: RowResult[]; summary: ImportSummary }

type Client = ReturnType<typeof createImportClient>

export function useImportFlow() {
  const client = useRef<Client | null>(null)
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<Refusal | null>(null)
  const [file, setFile] = useState<ReadFile | null>(null)
  const [checked, setChecked] = useState<Checked | null>(null)

  const importer = useCallback(() => {
    client.current ??= createImportClient(startImportWorker())
    return client.current
  }, [])
  useEffect(
    () => () => {
      client.current?.dispose()
      client.current = null
    },
    [],
  )

  // Every change of the steps' state is a transition: React renders it in slices of a few ms and lets the
  // browser breathe between them. As plain updates, each one (busy on, the columns, busy off, the preview)
  // re-rendered the Stepper's Mantine components in one task, 60–120 ms each at the bench's 4× slowdown
  // (decisions: 'Spreadsheet import').
  const read = async (chosen: File, remembered?: RememberedMapping) => {
    startTransition(() => {
      setBusy(true)
      setRefusal(null)
    })
    const reply = await importer()
      .read(chosen, remembered)
      .catch(() => null)
    const ok = reply?.type === 'read'
    startTransition(() => {
      setBusy(false)
      if (reply?.type === 'read') {
        setFile({
          name: chosen.name,
          kind: reply.kind,
          header: reply.header,
          mapping: reply.mapping,
          rowCount: reply.rowCount,
          sample: reply.sample,
        })
        setChecked(null)
      } else setRefusal(reply?.type === 'refused' ? reply.error : 'unreadable')
    })
    return ok
  }

  const check = async (mapping: ImportColumnMapping, context: ImportContext) => {
    startTransition(() => setBusy(true))
    const reply = await importer()
      .check(mapping, context)
      .catch(() => null)
    startTransition(() => {
      setBusy(false)
      if (reply?.type === 'checked') setChecked({ results: reply.results, summary: reply.summary })
    })
    return reply?.type === 'checked'
  }

  /** The worker answers only the rows whose result changed (a fix can clear another row's duplicate). */
  const applyChanges = (reply: Awaited<ReturnType<Client['edit']>>) => {
    if (reply.type !== 'rechecked') return
    setChecked((current) => {
      if (!current) return current
      const results = current.results.slice()
      for (const row of reply.changed) results[row.index] = row
      return { results, summary: reply.summary }
    })
  }

  const edit = async (index: number, field: ImportField, value: string) => applyChanges(await importer().edit(index, field, value))
  const exclude = async (index: number, excluded: boolean) => applyChanges(await importer().exclude(index, excluded))

  const reset = () => {
    setFile(null)
    setChecked(null)
    setRefusal(null)
  }

  const clearChecked = () => setChecked(null)

  return {
    busy,
    refusal,
    file,
    checked,
    read,
    check,
    edit,
    exclude,
    reset,
    setFile,
    clearChecked,
  }
}
