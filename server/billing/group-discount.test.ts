import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { renewResponse } from '../../src/lib/contract/billing'
import { groupPrice } from '../../src/lib/billing/group-discount'
import { hasGroupDiscount } from '../../src/lib/billing/pricing'
import { openDatabase } from '../db/database'
import { asUser, expectOk, makeApp } from '../test/helpers'

const RED_BERYL_YEARLY = 171000

/** INV-1005 (suspended, quarterly, Red Beryl × 3) with yearly chosen for its next cycle, and `extra` more enrollees. */
async function renewYearly(extra: number) {
  const db = openDatabase(':memory:')
  const owner = await asUser(makeApp({ db }))
  db.run('UPDATE invoices SET new_frequency_id = 4 WHERE reference_code = ?', 'INV-1005')
  db.run('UPDATE invoice_products SET no_of_enrollees = no_of_enrollees + ? WHERE invoice_ref = ?', extra, 'INV-1005')
  for (let i = 0; i < extra; i++) {
    db.run(
      `INSERT INTO enrollees (id, owner_id, invoice_ref, product_id, first_name, last_name, active_status_id)
       SELECT ?, owner_id, invoice_ref, product_id, 'Extra', 'Person', 4 FROM enrollees WHERE invoice_ref = 'INV-1005' LIMIT 1`,
      99001 + i,
    )
  }
  const ids = db.all(v.object({ id: v.number() }), 'SELECT id FROM enrollees WHERE invoice_ref = ?', 'INV-1005').map((row) => row.id)
  const { data } = await expectOk(
    await owner.post('/v3/retail/renew/INV-1005', { user_ids: ids, callback_url: 'http://localhost:4173/payment-successful' }),
    renewResponse,
  )
  return { amount: data.amount, slots: ids.length }
}

describe('the group discount on the cycle a frequency change starts', () => {
  it('4 enrollees: 20% off, as the frequency modal shows', async () => {
    const { amount, slots } = await renewYearly(1)
    expect(slots).toBe(4)
    expect(amount).toBe(groupPrice(slots * RED_BERYL_YEARLY, hasGroupDiscount(slots)).price)
    expect(amount).toBe(547200)
  })

  it('3 enrollees: the full price, as the modal shows', async () => {
    const { amount, slots } = await renewYearly(0)
    expect(slots).toBe(3)
    expect(amount).toBe(groupPrice(slots * RED_BERYL_YEARLY, hasGroupDiscount(slots)).price)
    expect(amount).toBe(513000)
  })
})
