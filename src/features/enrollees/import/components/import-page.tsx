import { useState } from 'react'
import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import type { Invoice } from '@/lib/contract/billing'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { VariableBillSlot } from '../../add-enrollee/variable-bill-slot'
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

/**
 * /dashboard/enrollees/import: the steps before sending, or, once a batch
 * was sent, its progress and results (read from the device, so a reload or
 * another day shows the same batch until "Import another list").
 */
export function ImportPage({ owner, invoices, enrollees, referenceCode, onInvoiceChange, variableBill }: Props) {
  const { t } = useLingui()
  const batch = useImportBatch(owner)
  const [starting, setStarting] = useState(false)
  return (
    <>
      <PageTitle>{t`Import a staff list`}</PageTitle>
      {batch === undefined ? (
        <Text role="status">{t`Loading…`}</Text>
      ) : batch && !starting ? (
        <BatchView batch={batch} invoices={invoices} variableBill={variableBill} />
      ) : (
        <ImportSteps
          owner={owner}
          invoices={invoices}
          enrollees={enrollees}
          referenceCode={referenceCode}
          onInvoiceChange={onInvoiceChange}
          onStarting={setStarting}
        />
      )}
    </>
  )
}
