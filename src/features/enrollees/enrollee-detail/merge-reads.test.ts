import { describe, expect, it } from 'vitest'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import type { OutboxRound } from '@/lib/outbox'
import { LIST_READ_MAX_AGE_MS, ROWS_PER_RECORD_READ, listReadPays, mergeReads } from './merge-reads'

const KIND = 'enrollee.edit-details'

const row = (id: number, last_name = `Row${id}`): EnrolleeListItem => ({
  id,
  first_name: 'Ada',
  last_name,
  email_address: null,
  phone_number: null,
  product_name: 'Gold',
  active_status_id: 1,
  has_profile: true,
})

/** A round with `edits` edits to send, in which the enrollees of `written` already had a write finished. */
const roundOf = (edits: number, written: number[] = []): OutboxRound => ({
  waiting: (kind) => (kind === KIND ? edits : 0),
  finished: (group) => (written.some((id) => group === `enrollee:${id}`) ? 1 : 0),
})
const jobOf = (id: number) => ({ kind: KIND, group: `enrollee:${id}` })

function lists(rows: EnrolleeListItem[]) {
  const reads: string[] = []
  const readList = () => {
    reads.push('list')
    return Promise.resolve(rows)
  }
  return { reads, readList }
}

describe('listReadPays', () => {
  it('reads the list when it costs less than the record reads it saves', () => {
    expect(listReadPays(2, 18)).toBe(true)
    expect(listReadPays(50, 10_000)).toBe(true)
    expect(listReadPays(10_000 / ROWS_PER_RECORD_READ, 10_000)).toBe(true)
    expect(listReadPays(10_000 / ROWS_PER_RECORD_READ - 1, 10_000)).toBe(false)
  })

  it('reads record by record for one edit, or a list this phone has never loaded', () => {
    expect(listReadPays(1, 3)).toBe(false)
    expect(listReadPays(50, undefined)).toBe(false)
  })
})

describe('mergeReads', () => {
  it("reads the owner's list once for the round's edits and hands each its row", async () => {
    const { reads, readList } = lists([row(1), row(2), row(3)])
    const listRowFor = mergeReads({ knownRows: () => 3 })
    const round = roundOf(3)
    const rows = await Promise.all([1, 2, 3].map((id) => listRowFor(round, jobOf(id), id, readList)))
    expect(rows.map((each) => each?.last_name)).toEqual(['Row1', 'Row2', 'Row3'])
    expect(reads).toEqual(['list'])
  })

  it('reads the list again in the next round', async () => {
    const first = lists([row(1, 'Before')])
    const second = lists([row(1, 'After')])
    const listRowFor = mergeReads({ knownRows: () => 1 })
    expect((await listRowFor(roundOf(2), jobOf(1), 1, first.readList))?.last_name).toBe('Before')
    expect((await listRowFor(roundOf(2), jobOf(1), 1, second.readList))?.last_name).toBe('After')
  })

  it('an enrollee written earlier in the round (a profile completion, an edit) has their record read afresh', async () => {
    const { readList } = lists([row(1), row(2)])
    const listRowFor = mergeReads({ knownRows: () => 2 })
    const round = roundOf(2, [1])
    expect(await listRowFor(round, jobOf(1), 1, readList)).toBeNull()
    expect(await listRowFor(round, jobOf(2), 2, readList)).not.toBeNull()
  })

  it('leaves one edit, or an enrollee missing from the list, to its own record read', async () => {
    const { reads, readList } = lists([row(1)])
    const listRowFor = mergeReads({ knownRows: () => 1 })
    expect(await listRowFor(roundOf(1), jobOf(1), 1, readList)).toBeNull()
    expect(reads).toEqual([])
    expect(await listRowFor(roundOf(2), jobOf(9), 9, readList)).toBeNull()
  })

  it('falls back to record reads when the list read fails', async () => {
    const listRowFor = mergeReads({ knownRows: () => 2 })
    const round = roundOf(2)
    const failing = () => Promise.reject(new Error('offline'))
    expect(await listRowFor(round, jobOf(1), 1, failing)).toBeNull()
    expect(await listRowFor(round, jobOf(2), 2, failing)).toBeNull()
  })

  it('does not trust a list read older than the limit', async () => {
    let now = 0
    const { readList } = lists([row(1), row(2)])
    const listRowFor = mergeReads({ knownRows: () => 2, now: () => now })
    const round = roundOf(2)
    expect(await listRowFor(round, jobOf(1), 1, readList)).not.toBeNull()
    now = LIST_READ_MAX_AGE_MS + 1
    expect(await listRowFor(round, jobOf(2), 2, readList)).toBeNull()
  })
})
