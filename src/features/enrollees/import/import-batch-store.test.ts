/** Rows settling one after another: their outcomes are written together, none lost, each caller told when its own is stored. */
import { describe, expect, it, vi } from 'vitest'
import { BATCH_OWNER, batchRow, sampleBatch } from '@/test/import-batch-kit'
import { onBatchChange, readBatch, saveBatch, updateRow } from './import-batch-store'

describe('row outcomes', () => {
  it('are all kept when many arrive at once, in fewer batch writes than rows', async () => {
    const rows = Array.from({ length: 20 }, (_, index) => batchRow(index, 'queued'))
    await saveBatch(sampleBatch(rows))
    const writes = vi.fn()
    const stop = onBatchChange(writes)
    await Promise.all([
      ...rows.map((row) => updateRow(BATCH_OWNER, 'batch-1', row.index, (each) => ({ ...each, state: 'added' }))),
      updateRow(BATCH_OWNER, 'batch-1', 3, (each) => ({ ...each, enrolleeId: 42 })),
    ])
    stop()
    const stored = await readBatch(BATCH_OWNER)
    expect(stored?.rows.every((row) => row.state === 'added')).toBe(true)
    expect(stored?.rows[3]?.enrolleeId).toBe(42)
    expect(writes.mock.calls.length).toBeLessThanOrEqual(2)
  })

  it('leave another batch alone', async () => {
    await saveBatch(sampleBatch([batchRow(0, 'queued')], { id: 'batch-2' }))
    await updateRow(BATCH_OWNER, 'batch-1', 0, (each) => ({ ...each, state: 'added' }))
    expect((await readBatch(BATCH_OWNER))?.rows[0]?.state).toBe('queued')
  })
})
