import { describe, expect, it } from 'vitest'
import type { OutboxJob, OutboxStatus } from '@/lib/outbox'
import { EDIT_DETAILS_JOB } from './edit-details-job'
import { pendingEditKey } from './pending-edits'

const edit = (enrolleeId: number, lastName: string, status: OutboxStatus = 'queued'): OutboxJob => ({
  id: `${enrolleeId}-${lastName}`,
  owner: 'o',
  kind: EDIT_DETAILS_JOB,
  group: `enrollee:${enrolleeId}`,
  payload: {
    enrolleeId,
    body: { first_name: 'Ada', last_name: lastName, email_address: 'ada@example.com', phone_number: '08030000001' },
  },
  createdAt: 1,
  attempts: 0,
  nextAttemptAt: 1,
  status,
})

describe('pendingEditKey', () => {
  it("stays the same for one enrollee while other enrollees' edits are sent, so their page does not re-render", () => {
    const before = [edit(1, 'Mine'), edit(2, 'Other'), edit(3, 'Third')]
    const othersSending = [edit(1, 'Mine'), edit(2, 'Other', 'syncing'), edit(3, 'Third')]
    const othersSent = [edit(1, 'Mine')]
    const key = pendingEditKey(before, 1)
    expect(key).toContain('Mine')
    expect(pendingEditKey(othersSending, 1)).toBe(key)
    expect(pendingEditKey(othersSent, 1)).toBe(key)
  })

  it("changes with the enrollee's own edit: a newer one, or none once it is sent or refused", () => {
    const key = pendingEditKey([edit(1, 'First')], 1)
    expect(pendingEditKey([edit(1, 'First'), edit(1, 'Second')], 1)).not.toBe(key)
    expect(pendingEditKey([], 1)).toBe('')
    expect(pendingEditKey([edit(1, 'First', 'failed')], 1)).toBe('')
  })
})
