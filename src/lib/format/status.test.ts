import { describe, expect, it } from 'vitest'
import { STATUS } from '@/lib/contract/codes'
import { STATUS_NAMES, statusLabel, statusName } from './status'

describe('status labels (spec §3 status table)', () => {
  it.each([
    [1, 'Active'],
    [2, 'Pending'],
    [3, 'Deleted'],
    [4, 'Suspended'],
    [5, 'Expired'],
    [6, 'Deactivated'],
    [7, 'Delayed'],
  ] as const)('%i is %s', (code, label) => {
    expect(statusLabel(statusName(code)).message).toBe(label)
  })

  it('names every code once, in code order', () => {
    expect(STATUS_NAMES.map((name) => STATUS[name])).toEqual([1, 2, 3, 4, 5, 6, 7])
  })
})
