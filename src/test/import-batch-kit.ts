/** Sample import batches and rows for the import screens' tests (src/features/enrollees/import/). */
import type { BatchRow, ImportBatch } from '@/features/enrollees/import/import-batch-store'
import type { VariableBillDialog } from '@/lib/contract/enrollees'

export const BATCH_OWNER = 'owner-1'

export const sampleBill: VariableBillDialog = { reference_code: 'INV-1004', amount: 15000, total_amount: 45000, payment_blocks: 3 }

/** The add-enrollee payload a ready row `index` sends (Ada{index} Okafor on Red Beryl). */
export function rowPayload(index: number): BatchRow['payload'] {
  return {
    product_id: 18027,
    can_manage: '1',
    first_name: `Ada${index}`,
    last_name: 'Okafor',
    email_address: `ada${index}@example.com`,
    phone_number: '08031234567',
  }
}

export function batchRow(index: number, state: BatchRow['state'], extra: Partial<BatchRow> = {}): BatchRow {
  return {
    index,
    line: index + 2,
    name: `Ada${index} Okafor`,
    email: `ada${index}@example.com`,
    state,
    canManage: true,
    payload: rowPayload(index),
    ...extra,
  }
}

export function sampleBatch(rows: BatchRow[], extra: Partial<ImportBatch> = {}): ImportBatch {
  return {
    id: 'batch-1',
    owner: BATCH_OWNER,
    referenceCode: 'INV-1004',
    createdAt: 0,
    state: 'sending',
    bill: null,
    billOpen: false,
    resumes: 0,
    toSend: rows.filter((row) => row.state !== 'skipped').length,
    rows,
    ...extra,
  }
}

/** The outbox payload of a batch row's job (before the handler's schema parses it). */
export const rowJobPayload = (batch: ImportBatch, index: number) => ({
  owner: batch.owner,
  batchId: batch.id,
  index,
  referenceCode: batch.referenceCode,
  body: {
    product_id: 18027,
    for_me: '0',
    can_manage: '1',
    first_name: `Ada${index}`,
    last_name: 'Okafor',
    email_address: `ada${index}@example.com`,
    phone_number: '08031234567',
    subscription_id: 1004,
  },
})
