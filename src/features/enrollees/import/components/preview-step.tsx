import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { Button, Group, Stack, Switch, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { downloadBlob } from '@/lib/spreadsheet/download'
import type { ImportField } from '../import-fields'
import { problemRowsCsv } from '../import-files'
import type { ImportSummary, RowResult } from '../import-protocol'
import { rowProblemsText } from '../import-words'
import { PreviewRow } from './preview-row'
import classes from './preview-table.module.css'

type Props = {
  results: readonly RowResult[]
  summary: ImportSummary
  sending: boolean
  onEdit: (index: number, field: ImportField, value: string) => void
  onExclude: (index: number, excluded: boolean) => void
  onBack: () => void
  onSend: () => void
}

/** A row's height before it is measured (six small fields on two or three lines). */
const ROW_ESTIMATE = 150

const NO_ROWS: readonly RowResult[] = []

/** `.scroller`'s height, min(70vh, 640px), before it is laid out. */
const scrollerRect = () => ({ width: 0, height: Math.min(window.innerHeight * 0.7, 640) })

/** "480 ready · 12 need fixing · 3 already enrolled" (and left out, when any). */
function SummaryLine({ summary }: { summary: ImportSummary }) {
  const { t } = useLingui()
  const { ready, needsFixing, alreadyEnrolled, excluded } = summary
  const parts = [t`${ready} ready`, t`${needsFixing} need fixing`, t`${alreadyEnrolled} already enrolled`]
  if (excluded > 0) parts.push(t`${excluded} left out`)
  return (
    <Text fw={600} role="status">
      {parts.join(' · ')}
    </Text>
  )
}

/** Step 4: every row checked, in a virtualised list (up to 5,000), fixable in place, nothing sent yet. */
export function PreviewStep({ results, summary, sending, onEdit, onExclude, onBack, onSend }: Props) {
  const { t, i18n } = useLingui()
  // The rows that needed fixing when the filter was turned on stay listed once fixed, so a row does not vanish under the cursor.
  const [problemRows, setProblemRows] = useState<readonly number[] | null>(null)
  const shown = useMemo(
    () => (problemRows ? problemRows.flatMap((index) => (results[index] ? [results[index]] : [])) : results),
    [problemRows, results],
  )
  // The summary shows at once; the rows (a screen of Mantine inputs) are drawn in a render React can pause,
  // so choosing a 5,000-row file never holds the main thread for long (the import bench: no task over 50 ms).
  const listed = useDeferredValue(shown, NO_ROWS)
  const scroller = useRef<HTMLDivElement>(null)
  // The compiler leaves this component unmemoised, as it must: the virtualizer's functions change as it scrolls.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: listed.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_ESTIMATE,
    // The scroller's height as its CSS sets it, so the first render, deferred and sliced, already holds the
    // rows. Without it the virtualiser renders none, measures the scroller in a layout effect and draws the
    // rows in a synchronous re-render: a 50–70 ms task at 4× (decisions: 'Spreadsheet import').
    initialRect: scrollerRect(),
    overscan: 2,
    getItemKey: (position) => listed[position]?.index ?? position,
  })
  const toggleProblems = (on: boolean) =>
    setProblemRows(on ? results.filter((row) => row.status === 'needs-fixing').map((row) => row.index) : null)
  const downloadProblems = useCallback(() => {
    downloadBlob(
      'rows-to-fix.csv',
      problemRowsCsv(results, t`Problems`, (row) => rowProblemsText(row, i18n)),
    )
  }, [results, t, i18n])
  const ready = summary.ready

  return (
    <Stack>
      <SummaryLine summary={summary} />
      <Group justify="space-between">
        <Switch
          label={t`Show only the rows that need fixing`}
          checked={problemRows !== null}
          onChange={(event) => toggleProblems(event.currentTarget.checked)}
        />
        <Button variant="light" size="compact-sm" disabled={summary.needsFixing === 0} onClick={downloadProblems}>
          <Trans>Download the rows to fix (CSV)</Trans>
        </Button>
      </Group>
      <div ref={scroller} className={classes.scroller} role="region" aria-label={t`Rows of the file`} tabIndex={0}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((item) => {
            const row = listed[item.index]
            if (!row) return null
            return (
              <div
                key={item.key}
                data-index={item.index}
                ref={virtualizer.measureElement}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  width: '100%',
                  transform: `translateY(${item.start}px)`,
                }}
              >
                <PreviewRow row={row} onEdit={onEdit} onExclude={onExclude} />
              </div>
            )
          })}
        </div>
      </div>
      <Group>
        <Button variant="default" onClick={onBack}>
          <Trans>Back to the columns</Trans>
        </Button>
        <Button onClick={onSend} disabled={ready === 0} loading={sending}>
          <Trans>Add {ready} people</Trans>
        </Button>
      </Group>
      {summary.needsFixing + summary.alreadyEnrolled > 0 && (
        <Text size="sm" c="dimmed">
          <Trans>Rows that need fixing and people already enrolled are not sent; they are listed in the results.</Trans>
        </Text>
      )}
    </Stack>
  )
}
