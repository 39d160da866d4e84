import { useEffect, useRef, useState } from 'react'
import { Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import type { Invoice } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { VariableBillSlot } from '../../add-enrollee/variable-bill-slot'
import { batchProgress } from '../import-batch'
import { useImportBatch } from '../use-import-batch'
import { BatchView } from './batch-view'
import { ImportSteps } from './import-steps'

type Props = {
  owner: string
  /** Active invoices with a free slot. */
  invoices: readonly Invoice[]
  enrollees: readonly EnrolleeListItem[]
  referenceCode: string | undefined
  onInvoiceChange: (referenceCode: string) => void
  variableBill: VariableBillSlot
}

type View = 'loading' | 'steps' | 'sending' | 'results'

/**
 * /dashboard/enrollees/import: the steps before sending, or, once a batch
 * was sent, its progress and results (read from the device, so a reload or
 * another day shows the same batch until "Import another list").
 */
export function ImportPage({ owner, invoices, enrollees, referenceCode, onInvoiceChange, variableBill }: Props) {
  const { t } = useLingui()
  const batch = useImportBatch(owner)
  const [starting, setStarting] = useState(false)
  const view: View =
    batch === undefined ? 'loading' : batch && !starting ? (batchProgress(batch).finished ? 'results' : 'sending') : 'steps'
  const heading = useRef<HTMLHeadingElement>(null)
  const shown = useRef<View>(view)
  // "Add N people" and "Import another list" swap the whole screen and take the focused button with them: the
  // new view's heading takes focus, so a keyboard or screen-reader user starts there (decisions: 'Accessibility').
  // Not on the first view a visit shows, which the page heading already introduces.
  useEffect(() => {
    const before = shown.current
    shown.current = view
    if (before !== view && before !== 'loading') heading.current?.focus()
  }, [view])
  const titles: Record<Exclude<View, 'loading'>, string> = {
    steps: t`A new list to import`,
    sending: t`Adding the people`,
    results: t`The import's results`,
  }
  return (
    <>
      <PageTitle>{t`Import a staff list`}</PageTitle>
      {view === 'loading' ? (
        <Text role="status">{t`Loading…`}</Text>
      ) : (
        <Title order={2} fz="h4" mb="sm" ref={heading} tabIndex={-1}>
          {titles[view]}
        </Title>
      )}
      {batch && view !== 'steps' ? (
        <BatchView batch={batch} invoices={invoices} variableBill={variableBill} />
      ) : view === 'steps' ? (
        <ImportSteps
          owner={owner}
          invoices={invoices}
          enrollees={enrollees}
          referenceCode={referenceCode}
          onInvoiceChange={onInvoiceChange}
          onStarting={setStarting}
        />
      ) : null}
    </>
  )
}
