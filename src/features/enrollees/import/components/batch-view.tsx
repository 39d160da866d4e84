import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import type { OutboxJob } from '@/lib/outbox'
import { useOnlineStatus } from '@/lib/network/online-status'
import type { VariableBillSlot } from '../../add-enrollee/variable-bill-slot'
import { batchProgress, cancelBatch, continueBatch, jobsOfBatch, pauseBatch, resumeBatch, retryRow } from '../import-batch'
import { forgetBatch, updateBatch, type ImportBatch } from '../import-batch-store'
import { closeBill as closeBillOf, reopenBill } from '../batch-bill'
import { BatchProgress } from './batch-progress'
import { BatchResults } from './batch-results'

type Props = {
  batch: ImportBatch
  jobs: readonly OutboxJob[]
  invoices: readonly Invoice[]
  variableBill: VariableBillSlot
}

/** A batch on its way (progress) or done (results). */
export function BatchView({ batch, jobs, invoices, variableBill }: Props) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const counts = batchProgress(batch)
  const subscriptionId = invoices.find((invoice) => invoice.reference_code === batch.referenceCode)?.subscription_id
  const waiting = batch.rows.some((row) => row.state === 'waiting')
  const untried = [...jobsOfBatch(batch, jobs).values()].some((job) => job.status === 'queued' && job.attempts === 0)

  // A batch cut short (the tab closed while queueing) carries on; a paused one takes back what has not been tried.
  useEffect(() => {
    if (batch.state === 'sending' && waiting && subscriptionId !== undefined) void continueBatch(batch, subscriptionId)
    if (batch.state === 'paused' && untried) void pauseBatch(batch, jobs)
  }, [batch, jobs, subscriptionId, waiting, untried])

  const closeBill = () => void updateBatch(batch.owner, batch.id, closeBillOf)
  if (counts.finished) {
    return <BatchResults batch={batch} onRetry={(row) => void retryRow(batch, row)} onNewImport={() => void forgetBatch(batch.owner)} />
  }
  return (
    <>
      <BatchProgress
        batch={batch}
        counts={counts}
        online={online}
        onPause={() => void pauseBatch(batch, jobs)}
        onResume={() => {
          if (subscriptionId !== undefined) void resumeBatch(batch, subscriptionId)
        }}
        onCancel={() => void cancelBatch(batch, jobs, t`Cancelled`)}
        onShowBill={() => void updateBatch(batch.owner, batch.id, reopenBill)}
      />
      {variableBill({
        bill: batch.state === 'paused' && batch.billOpen ? (batch.bill ?? null) : null,
        onClose: closeBill,
      })}
    </>
  )
}
