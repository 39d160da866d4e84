import { describe, expect, it } from 'vitest'
import type { ActiveStatusId } from '@/lib/contract/common'
import { assignTarget, invoicesWithSlots, planButtons, unassignedSlots } from './plan-slots'

const invoice = (reference_code: string, active_status_id: ActiveStatusId, no_of_available_slots = 0) => ({
  reference_code,
  active_status_id,
  no_of_available_slots,
})

// The owner@ seed: three active invoices with 2 + 3 + 3 free slots, one full, two suspended, one expired, one pending.
const owner = [
  invoice('INV-1001', 1, 2),
  invoice('INV-1002', 1, 3),
  invoice('INV-1003', 1, 0),
  invoice('INV-1004', 1, 3),
  invoice('INV-1005', 4),
  invoice('INV-1006', 4),
  invoice('INV-1007', 5),
  invoice('INV-1008', 2),
]

describe('slots', () => {
  it('counts free slots on active invoices only', () => {
    expect(unassignedSlots(owner)).toBe(8)
    // A suspended or pending invoice that (wrongly) reports slots does not count.
    expect(unassignedSlots([invoice('A', 4, 5), invoice('B', 2, 1), invoice('C', 1, 1)])).toBe(1)
    expect(unassignedSlots([])).toBe(0)
  })

  it('lists the active invoices that have free slots', () => {
    expect(invoicesWithSlots(owner).map((item) => item.reference_code)).toEqual(['INV-1001', 'INV-1002', 'INV-1004'])
  })
})

describe('plan buttons (spec §2)', () => {
  it('owner: renew (two suspended), assign (free slots) and buy new plan (an expired invoice)', () => {
    expect(planButtons(owner)).toEqual({ renew: true, assign: true, buyNew: true })
  })

  it('renew needs more than one suspended invoice', () => {
    expect(planButtons([invoice('A', 4), invoice('B', 1, 1)]).renew).toBe(false)
    expect(planButtons([invoice('A', 4), invoice('B', 4), invoice('C', 1, 1)]).renew).toBe(true)
  })

  it('no free slots: buy new plan instead of assign', () => {
    expect(planButtons([invoice('A', 1, 0), invoice('B', 1, 0)])).toEqual({ renew: false, assign: false, buyNew: true })
    expect(planButtons([])).toEqual({ renew: false, assign: false, buyNew: true })
  })

  it('free slots and nothing expired: assign only', () => {
    expect(planButtons([invoice('A', 1, 2), invoice('B', 4)])).toEqual({ renew: false, assign: true, buyNew: false })
  })
})

describe('assign target', () => {
  it('one invoice with slots goes straight to it', () => {
    expect(assignTarget([invoice('A', 1, 2), invoice('B', 1, 0)])).toEqual({ kind: 'one', invoice: invoice('A', 1, 2) })
  })

  it('several open the picker with just those invoices', () => {
    const target = assignTarget(owner)
    expect(target.kind).toBe('several')
    if (target.kind === 'several') expect(target.invoices.map((item) => item.reference_code)).toEqual(['INV-1001', 'INV-1002', 'INV-1004'])
  })

  it('none gives the slots-used-up message', () => {
    expect(assignTarget([invoice('A', 1, 0), invoice('B', 4, 3)])).toEqual({ kind: 'none' })
  })
})
