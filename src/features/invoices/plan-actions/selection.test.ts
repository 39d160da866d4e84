import { describe, expect, it } from 'vitest'
import { allIds, canPay, selectedTotal, toggle } from './selection'

const enrollees = [
  { user_id: 1, product: { price: 45_000 } },
  { user_id: 2, product: { price: 45_000 } },
  { user_id: 3, product: { price: 75_000 } },
]

describe('renewal selection', () => {
  it('starts with everyone ticked and totals their prices', () => {
    const all = allIds(enrollees)
    expect([...all]).toEqual([1, 2, 3])
    expect(selectedTotal(enrollees, all)).toBe(165_000)
  })

  it('toggles without mutating, and needs at least one to pay', () => {
    const all = allIds(enrollees)
    const two = toggle(all, 2)
    expect([...two]).toEqual([1, 3])
    expect(all.has(2)).toBe(true)
    expect(selectedTotal(enrollees, two)).toBe(120_000)
    expect(canPay(two)).toBe(true)
    expect(canPay(toggle(toggle(two, 1), 3))).toBe(false)
    expect([...toggle(two, 2)].sort()).toEqual([1, 2, 3])
  })
})
