/**
 * Spec §8's outstanding variable bill (409) during a batch (decisions: 'Spreadsheet import'). The first row
 * refused with it pauses the batch and opens the bill's dialog; rows already on their way get the same
 * answer moments later, and must not open it again once the user closed it. Each refused row waits for
 * the resume (its job, and key, kept). A refusal that lands after the user resumed (a row sent before the
 * resume, answered late) does not pause the batch again: the row goes again, and only a refusal of this round,
 * the bill still unpaid, pauses it. A pure function of the stored batch, because every tab runs the handler
 * for every outcome and each must come to the same record.
 */
import type { VariableBillDialog } from '@/lib/contract/enrollees'
import type { BatchRow, ImportBatch } from './import-batch-store'

export function refusedForBill(batch: ImportBatch, index: number, bill: VariableBillDialog, message: string): ImportBatch {
  if (batch.state === 'cancelled') {
    // The rest was cancelled while this row was on its way: it stays refused, retryable from the results.
    return { ...batch, rows: batch.rows.map((row) => (row.index === index ? { ...row, state: 'failed', error: message } : row)) }
  }
  const refused = batch.rows.find((row) => row.index === index)
  const rows = batch.rows.map((row): BatchRow => (row === refused ? { ...row, state: 'waiting' } : row))
  // Sent before the user's latest resume: the row goes again; only this round's refusal pauses.
  const sentBeforeResume = (refused?.round ?? 0) < batch.resumes
  if (batch.state === 'sending') return sentBeforeResume ? { ...batch, rows } : { ...batch, state: 'paused', bill, billOpen: true, rows }
  // Already paused, by this bill (dialog open or closed by the user) or by the user: the dialog stays as it is.
  return { ...batch, bill: batch.bill ?? bill, rows }
}

export const closeBill = (batch: ImportBatch): ImportBatch => ({ ...batch, billOpen: false })

export const reopenBill = (batch: ImportBatch): ImportBatch => ({ ...batch, billOpen: batch.bill != null })
