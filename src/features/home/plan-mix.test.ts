import { describe, expect, it } from 'vitest'
import { STATUS } from '@/lib/contract/codes'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { planMix } from './plan-mix'

const person = (id: number, product_name: string, active_status_id: EnrolleeListItem['active_status_id']): EnrolleeListItem => ({
  id,
  first_name: 'A',
  last_name: 'B',
  email_address: null,
  phone_number: null,
  product_name,
  active_status_id,
  has_profile: true,
})

describe('planMix', () => {
  it('counts enrollees per plan and status, the biggest plan and status first', () => {
    expect(
      planMix([
        person(1, 'Red Beryl', STATUS.active),
        person(2, 'Red Beryl', STATUS.suspended),
        person(3, 'Red Beryl', STATUS.suspended),
        person(4, 'Tranquility', STATUS.active),
      ]),
    ).toEqual([
      {
        plan: 'Red Beryl',
        total: 3,
        byStatus: [
          ['suspended', 2],
          ['active', 1],
        ],
      },
      { plan: 'Tranquility', total: 1, byStatus: [['active', 1]] },
    ])
  })
})
