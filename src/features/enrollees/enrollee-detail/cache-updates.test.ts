import { describe, expect, it } from 'vitest'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { withDeactivated, withEditedRows, withoutEnrollee, withoutExtension } from './cache-updates'
import { decideReason } from './deactivation-reason'
import { enrolleeDetail } from '@/test/enrollee-sample'

const row = (id: number, first: string): EnrolleeListItem => ({
  id,
  first_name: first,
  last_name: 'X',
  email_address: null,
  phone_number: null,
  product_name: 'Red Beryl',
  active_status_id: 1,
  has_profile: false,
})

describe('cache updates', () => {
  it('changes only the edited rows of the list', () => {
    const list = [row(1001, 'Old'), row(1002, 'Other')]
    const updated = enrolleeDetail({ first_name: 'New', last_name: 'Name', email_address: 'n@example.com', phone_number: '08011112222' })
    expect(withEditedRows(list, new Map([[updated.id, updated]]))).toEqual([
      { ...row(1001, 'New'), last_name: 'Name', email_address: 'n@example.com', phone_number: '08011112222' },
      row(1002, 'Other'),
    ])
    expect(withEditedRows(undefined, new Map([[updated.id, updated]]))).toBeUndefined()
  })

  it('drops a removed extension and a transferred enrollee', () => {
    expect(withoutExtension(enrolleeDetail(), 1)?.extensions).toEqual([])
    expect(withoutExtension(enrolleeDetail(), 99)?.extensions).toHaveLength(1)
    expect(withoutEnrollee([row(1, 'a'), row(2, 'b')], 1)).toEqual([row(2, 'b')])
  })

  it('marks removal started or cancelled', () => {
    expect(withDeactivated(enrolleeDetail(), true)?.deactivated).toBe(true)
    expect(withDeactivated(undefined, true)).toBeUndefined()
  })
})

describe('deactivation reason', () => {
  it('needs a choice or a typed reason', () => {
    expect(decideReason(null, '   ')).toEqual({ kind: 'required' })
    expect(decideReason(null, ' Moved abroad ')).toEqual({ kind: 'send', reason: 'Moved abroad' })
    expect(decideReason('not-interested', '')).toEqual({ kind: 'send', reason: 'No longer interested' })
    expect(decideReason('wrong-details', '')).toEqual({ kind: 'wrong-details' })
  })
})
