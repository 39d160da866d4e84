import { describe, expect, it } from 'vitest'
import { selectedTotal } from './selection'

const enrollees = [
  { user_id: 1, product: { price: 45_000 } },
  { user_id: 2, product: { price: 45_000 } },
  { user_id: 3, product: { price: 75_000 } },
]

describe('renew modal total', () => {
  it('totals the ticked enrollees’ prices', () => {
    expect(selectedTotal(enrollees, new Set([1, 2, 3]))).toBe(165_000)
    expect(selectedTotal(enrollees, new Set([1, 3]))).toBe(120_000)
  })
})
