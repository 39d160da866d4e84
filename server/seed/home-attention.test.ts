/** The home page's cards for every demo account, from the API's real answers (`attentionOf`, src/features/home). */
import { describe, expect, it } from 'vitest'
import { enrolleeListResponse } from '../../src/lib/contract/enrollees'
import { invoiceListResponse } from '../../src/lib/contract/billing'
import { attentionOf } from '../../src/features/home/attention'
import { asUser, expectOk, makeApp } from '../test/helpers'

// Noon UTC, so Lagos (UTC+1) and the seed's UTC days agree.
const NOW = new Date('2026-03-15T12:00:00Z')
const app = makeApp({ now: () => NOW })

async function attentionFor(email: string) {
  const user = await asUser(app, email)
  const invoices = await expectOk(await user.get('/v3/accounts/invoices'), invoiceListResponse)
  const enrollees = await expectOk(await user.get('/v3/enrollees'), enrolleeListResponse)
  return attentionOf(invoices.data, enrollees.data, NOW)
}

describe('the home page of each demo account', () => {
  it('owner@: every card, cover ending in 2, 10 and 25 days soonest first', async () => {
    const home = await attentionFor('owner@example.com')
    expect(home.endingSoon).toEqual([
      { ref: 'INV-1002', endDate: '2026-03-17', daysLeft: 2 },
      { ref: 'INV-1004', endDate: '2026-03-25', daysLeft: 10 },
      { ref: 'INV-1003', endDate: '2026-04-09', daysLeft: 25 },
    ])
    expect(home.ended).toEqual([
      { ref: 'INV-1005', status: 'suspended' },
      { ref: 'INV-1006', status: 'suspended' },
      { ref: 'INV-1007', status: 'expired' },
    ])
    expect(home.freeSlots).toEqual([
      { ref: 'INV-1004', free: 3 },
      { ref: 'INV-1001', free: 2 },
      { ref: 'INV-1002', free: 3 },
    ])
    expect(home.incompleteProfiles).toBe(6)
    expect(home.unpaid).toEqual([
      { ref: 'INV-1008', partial: false },
      { ref: 'INV-1002', partial: true },
    ])
    expect(home.inOrder).toBe(false)
  })

  it('family@: only the profile to complete (no slots, nothing ending, all paid)', async () => {
    const home = await attentionFor('family@example.com')
    expect(home).toEqual({ endingSoon: [], ended: [], freeSlots: [], incompleteProfiles: 1, unpaid: [], inOrder: false })
  })

  it('multi@: one free slot, nothing else', async () => {
    const home = await attentionFor('multi@example.com')
    expect(home).toEqual({
      endingSoon: [],
      ended: [],
      freeSlots: [{ ref: 'INV-3001', free: 1 }],
      incompleteProfiles: 0,
      unpaid: [],
      inOrder: false,
    })
  })

  it('noaccess@: everything in order', async () => {
    expect((await attentionFor('noaccess@example.com')).inOrder).toBe(true)
  })

  it('large@: 10 suspended invoices, 6 expired, monthly cover ending soon, the slots of every tenth invoice, about 40 % of profiles to complete', async () => {
    const home = await attentionFor('large@example.com')
    expect(home.ended.filter((invoice) => invoice.status === 'suspended')).toHaveLength(10)
    expect(home.ended.filter((invoice) => invoice.status === 'expired')).toHaveLength(6)
    expect(home.freeSlots.every((invoice) => invoice.free === 5)).toBe(true)
    expect(home.incompleteProfiles).toBeGreaterThan(3500)
    expect(home.incompleteProfiles).toBeLessThan(4500)
    expect(home.unpaid).toEqual([])
    expect(home.endingSoon.length).toBeGreaterThan(0)
    const ends = home.endingSoon.map((cover) => cover.endDate)
    expect(ends).toEqual([...ends].sort())
    expect(home.endingSoon.every((cover) => cover.daysLeft >= 0 && cover.daysLeft <= 30)).toBe(true)
  })
})
