import { describe, expect, it } from 'vitest'
import { batchRow, sampleBatch, sampleBill } from '@/test/import-batch-kit'
import { closeBill, refusedForBill, reopenBill } from './batch-bill'

const rows = () => [batchRow(0, 'queued'), batchRow(1, 'queued'), batchRow(2, 'queued')]
const states = (batch: ReturnType<typeof sampleBatch>) => batch.rows.map((row) => row.state)

describe('a row refused for the variable bill', () => {
  it('pauses a sending batch and opens the dialog; the row waits for the resume', () => {
    const paused = refusedForBill(sampleBatch(rows()), 0, sampleBill, 'Outstanding bill')
    expect(paused).toMatchObject({ state: 'paused', bill: sampleBill, billOpen: true })
    expect(states(paused)).toEqual(['waiting', 'queued', 'queued'])
  })

  it('leaves a dialog the user closed closed, and a user pause learns of the bill without opening it', () => {
    const closed = closeBill(refusedForBill(sampleBatch(rows()), 0, sampleBill, 'Outstanding bill'))
    expect(refusedForBill(closed, 1, sampleBill, 'Outstanding bill')).toMatchObject({ state: 'paused', billOpen: false })
    const byUser = refusedForBill(sampleBatch(rows(), { state: 'paused' }), 2, sampleBill, 'Outstanding bill')
    expect(byUser).toMatchObject({ state: 'paused', bill: sampleBill, billOpen: false })
    expect(reopenBill(byUser).billOpen).toBe(true)
  })

  it('refused after the user resumed (sent before the resume, answered late) goes again without pausing the batch', () => {
    const resumed = sampleBatch([batchRow(0, 'queued', { round: 1 }), batchRow(1, 'queued', { round: 0 })], { resumes: 1 })
    const late = refusedForBill(resumed, 1, sampleBill, 'Outstanding bill')
    expect(late).toMatchObject({ state: 'sending', bill: null, billOpen: false })
    expect(states(late)).toEqual(['queued', 'waiting'])
    // A row of this round refused: the bill still stands, and the batch pauses for it.
    expect(refusedForBill(late, 0, sampleBill, 'Outstanding bill')).toMatchObject({ state: 'paused', bill: sampleBill, billOpen: true })
  })

  it('is refused, not revived, when the rest of the batch was cancelled meanwhile', () => {
    const late = refusedForBill(sampleBatch(rows(), { state: 'cancelled' }), 1, sampleBill, 'Outstanding bill')
    expect(late.state).toBe('cancelled')
    expect(late.rows[1]).toMatchObject({ state: 'failed', error: 'Outstanding bill' })
  })
})
