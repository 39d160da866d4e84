import { useEffect } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { storedJobs, useOutboxValue } from '@/lib/outbox'
import { useOnlineStatus } from '@/lib/network/online-status'
import type { VariableBillSlot } from '../../add-enrollee/variable-bill-slot'
import {
  batchProgress,
  cancelBatch,
  continueBatch,
  hasUncheckedRows,
  jobsOfBatch,
  pauseBatch,
  resumeBatch,
  retryRow,
  takeBackWhilePaused,
} from '../import-batch'
import { forgetBatch, updateBatch, type ImportBatch } from '../import-batch-store'
import { closeBill as closeBillOf, reopenBill } from '../batch-bill'
import { BatchProgress } from './batch-progress'
import { BatchResults } from './batch-results'

type Props = {
  batch: ImportBatch
  invoices: readonly Invoice[]
  variableBill: VariableBillSlot
}

/** A batch on its way (progress) or done (results). */
export function BatchView({ batch, invoices, variableBill }: Props) {
  const { t } = useLingui()
  const online = useOnlineStatus()
  const counts = batchProgress(batch)
  const subscriptionId = invoices.find((invoice) => invoice.reference_code === batch.referenceCode)?.subscription_id
  const waiting = batch.rows.some((row) => row.state === 'waiting')
  // One value of the outbox (use-import-batch.ts says why), and only while paused.
  const untried = useOutboxValue(
    (snapshot) =>
      batch.state === 'paused' &&
      [...jobsOfBatch(batch, snapshot.jobs).values()].some((job) => job.status === 'queued' && job.attempts === 0),
  )
  // Pause and cancel act on the jobs as stored, not on a snapshot the screen may not have re-read yet.
  const pause = async () => pauseBatch(batch, await storedJobs(batch.owner))

  // A batch cut short (the tab closed while queueing, or before a row's outcome was saved) carries on; a paused
  // one takes back what has not been tried.
  const carryOn = waiting || hasUncheckedRows(batch)
  useEffect(() => {
    if (batch.state === 'sending' && carryOn && subscriptionId !== undefined) void continueBatch(batch, subscriptionId)
    if (batch.state === 'paused' && untried) void storedJobs(batch.owner).then((jobs) => takeBackWhilePaused(batch, jobs))
  }, [batch, subscriptionId, carryOn, untried])

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
        onPause={() => void pause()}
        onResume={() => {
          if (subscriptionId !== undefined) void resumeBatch(batch, subscriptionId)
        }}
        onCancel={() => void storedJobs(batch.owner).then((jobs) => cancelBatch(batch, jobs, t`Cancelled`))}
        onShowBill={() => void updateBatch(batch.owner, batch.id, reopenBill)}
      />
      {variableBill({
        bill: batch.state === 'paused' && batch.billOpen ? (batch.bill ?? null) : null,
        onClose: closeBill,
      })}
    </>
  )
}
