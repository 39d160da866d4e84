import { describe, expect, it } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { QueryClient } from '@tanstack/react-query'
import * as v from 'valibot'
import { ApiError } from '@/lib/http/api-error'
import { renderWithProviders } from '@/test/render'
import { BATCH_OWNER, batchRow, rowJobPayload, sampleBatch, sampleBill } from '@/test/import-batch-kit'
import type { VariableBillSlot } from '../../add-enrollee/variable-bill-slot'
import { importRowHandler } from '../import-row-job'
import { readBatch, saveBatch } from '../import-batch-store'
import { useImportBatch } from '../use-import-batch'
import { BatchView } from './batch-view'

// Billing's dialog stands in as a plain dialog.
const billSlot: VariableBillSlot = ({ bill, onClose }) => {
  if (!bill) return null
  return (
    <div role="dialog" aria-label="Outstanding variable bill">
      <button type="button" onClick={onClose}>
        Close the bill
      </button>
    </div>
  )
}

function StoredBatch() {
  const batch = useImportBatch(BATCH_OWNER)
  return batch ? <BatchView batch={batch} invoices={[]} variableBill={billSlot} /> : null
}

// Each step waits on IndexedDB writes; a busy machine running the whole suite needs more than the default second.
const SLOW = { timeout: 5000 }
const handler = importRowHandler(new QueryClient())
const conflict = () => new ApiError(409, 'This invoice has an outstanding variable bill.', 'http', { detail: sampleBill })
const refuse = (batch: ReturnType<typeof sampleBatch>, index: number) =>
  handler.onSettledWithoutSuccess?.(v.parse(handler.schema, rowJobPayload(batch, index)), conflict())

describe('a variable bill (409) while a batch is sent', () => {
  it('pauses the batch and shows the dialog once: a row in flight answered 409 after the user closed it does not open it again', async () => {
    const batch = sampleBatch([batchRow(0, 'queued'), batchRow(1, 'queued'), batchRow(2, 'queued')])
    await saveBatch(batch)
    renderWithProviders(<StoredBatch />)
    await screen.findByRole('button', { name: 'Pause' }, SLOW)

    refuse(batch, 0)
    await userEvent.click(await screen.findByRole('button', { name: 'Close the bill' }, SLOW))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument(), SLOW)

    // Row 1 was already on its way when row 0's 409 arrived: its answer is the same bill.
    refuse(batch, 1)
    await waitFor(async () => expect((await readBatch(BATCH_OWNER))?.rows[1]?.state).toBe('waiting'), SLOW)
    await screen.findByRole('button', { name: 'Resume' }, SLOW)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('outstanding variable bill')
    const stored = await readBatch(BATCH_OWNER)
    expect(stored?.state).toBe('paused')
    expect(stored?.rows.map((row) => row.state)).toEqual(['waiting', 'waiting', 'queued'])
  })
})
