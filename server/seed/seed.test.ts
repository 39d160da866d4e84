import { describe, expect, it } from 'vitest'
import { STATUS } from '../../src/lib/contract/codes'
import * as v from 'valibot'
import { enrolleeListResponse } from '../../src/lib/contract/enrollees'
import { invoiceListResponse } from '../../src/lib/contract/billing'
import { openDatabase } from '../db/database'
import { asUser, expectOk, makeApp } from '../test/helpers'
import { seed } from './index'

const app = makeApp()

describe('the demo seed', () => {
  it('gives large@ exactly 10,000 enrollees over 200 invoices', async () => {
    const large = await asUser(app, 'large@example.com')
    const enrollees = await expectOk(await large.get('/v3/enrollees'), enrolleeListResponse)
    const invoices = await expectOk(await large.get('/v3/accounts/invoices'), invoiceListResponse)
    expect(enrollees.data).toHaveLength(10_000)
    expect(invoices.data).toHaveLength(200)
    expect(invoices.data.filter((invoice) => invoice.active_status_id === STATUS.suspended)).toHaveLength(10)
  })

  it('is deterministic and fast (well under 2 s)', () => {
    const now = new Date('2025-01-01T00:00:00Z')
    const dump = () => {
      const db = openDatabase(':memory:')
      const started = performance.now()
      seed(db, now, 'http://localhost:4173')
      const elapsed = performance.now() - started
      const rows = db.all(
        v.object({ id: v.number(), first_name: v.string(), hmo_id: v.nullable(v.string()) }),
        'SELECT id, first_name, hmo_id FROM enrollees ORDER BY id',
      )
      return { elapsed, rows }
    }
    const first = dump()
    const second = dump()
    expect(second.rows).toEqual(first.rows)
    expect(first.elapsed).toBeLessThan(2000)
  })

  it('gives family@ invoices without a free slot', async () => {
    const family = await asUser(app, 'family@example.com')
    const { data } = await expectOk(await family.get('/v3/accounts/invoices'), invoiceListResponse)
    expect(data.length).toBeGreaterThan(0)
    expect(data.every((invoice) => invoice.no_of_available_slots === 0)).toBe(true)
  })

  it('gives owner@ free slots on three active invoices and two renewable ones', async () => {
    const owner = await asUser(app)
    const { data } = await expectOk(await owner.get('/v3/accounts/invoices'), invoiceListResponse)
    expect(
      data
        .filter((invoice) => invoice.no_of_available_slots > 0)
        .map((invoice) => invoice.reference_code)
        .sort(),
    ).toEqual(['INV-1001', 'INV-1002', 'INV-1004'])
    expect(data.filter((invoice) => invoice.active_status_id === STATUS.suspended)).toHaveLength(2)
    expect(data.filter((invoice) => invoice.active_status_id === STATUS.expired)).toHaveLength(1)
  })

  it('gives owner@ cover ending in 2, 10 and 25 days, so the home page shows every kind of "ending soon"', () => {
    const now = new Date('2025-03-30T23:30:00Z')
    const db = openDatabase(':memory:')
    seed(db, now, 'http://localhost:4173')
    const rows = db.all(
      v.object({ reference_code: v.string(), start_date: v.string(), end_date: v.string() }),
      "SELECT reference_code, start_date, end_date FROM invoices WHERE reference_code IN ('INV-1002', 'INV-1003', 'INV-1004') ORDER BY reference_code",
    )
    const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`)
    const today = Date.parse('2025-03-30T00:00:00Z')
    expect(rows.map((row) => (dayOf(row.end_date) - today) / 86_400_000)).toEqual([2, 25, 10])
    // Each still covers a whole period (quarterly, monthly, monthly): the day after the end is the start's day of month.
    expect(rows.map((row) => [row.start_date, row.end_date])).toEqual([
      ['2025-01-02', '2025-04-01'],
      ['2025-03-25', '2025-04-24'],
      ['2025-03-10', '2025-04-09'],
    ])
  })

  it('gives hr@ one active invoice with 300 free slots on each of two plans and three enrollees', async () => {
    const hr = await asUser(app, 'hr@example.com')
    const { data } = await expectOk(await hr.get('/v3/accounts/invoices'), invoiceListResponse)
    expect(data.map((invoice) => [invoice.reference_code, invoice.active_status_id])).toEqual([['INV-6001', STATUS.active]])
    expect(data[0]?.products.map((product) => [product.id, product.no_of_available_slots])).toEqual([
      [18027, 300],
      [18028, 300],
    ])
    expect((await expectOk(await hr.get('/v3/enrollees'), enrolleeListResponse)).data).toHaveLength(3)
  })

  it('gives noaccess@ no invoices', async () => {
    const noaccess = await asUser(app, 'noaccess@example.com')
    expect((await expectOk(await noaccess.get('/v3/accounts/invoices'), invoiceListResponse)).data).toEqual([])
  })
})
