/** Insert helpers shared by the seed of every demo account. */
import type { Db } from '../db/database'
import { addDays, addMonths, isoDay } from '../lib/dates'
import { PERIOD_MONTHS, periodOfId } from '../lib/frequency'
import { stableHash } from '../lib/random'
import { PRODUCTS, pricesOf } from './catalogue-data'

export type InvoiceSeed = {
  sub: number
  ownerId: number
  frequencyId: 3 | 4 | 7
  status: 1 | 2 | 4 | 5 | 6
  paymentStatus: 1 | 2 | 3
  /** Days before `now` the cover started; null for an unpaid (pending) invoice. */
  startDaysAgo: number | null
  /** Instead of `startDaysAgo`: the cover ends this many days after `now` (the home page's "ending soon" demo). */
  endsInDays?: number
  lines: { productId: number; slots: number }[]
  autobill?: boolean
  variable?: boolean
  claims?: number
}

export type SeededInvoice = { ref: string; start: string | null; end: string | null }

const monthlyPrice = new Map(PRODUCTS.map((product) => [product.id, product.monthly]))

function unitPrice(productId: number, frequencyId: number): number {
  const monthly = monthlyPrice.get(productId)
  if (monthly === undefined) throw new Error(`Unknown product ${productId}`)
  return pricesOf(monthly)[periodOfId(frequencyId)]
}

export function insertInvoice(db: Db, now: Date, seed: InvoiceSeed): SeededInvoice {
  const ref = `INV-${seed.sub}`
  const months = PERIOD_MONTHS[periodOfId(seed.frequencyId)]
  const startDate =
    seed.endsInDays === undefined
      ? seed.startDaysAgo === null
        ? null
        : addDays(now, -seed.startDaysAgo)
      : addMonths(addDays(now, seed.endsInDays + 1), -months)
  const start = startDate ? isoDay(startDate) : null
  const end = startDate ? isoDay(addDays(addMonths(startDate, months), -1)) : null
  const issued = addDays(startDate ?? now, -1).toISOString()
  db.run(
    `INSERT INTO invoices (reference_code, subscription_id, owner_id, payment_frequency_id, active_status_id,
      payment_status_id, issue_time, start_date, end_date, autobill, has_variable_billing, claims_total)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    ref,
    seed.sub,
    seed.ownerId,
    seed.frequencyId,
    seed.status,
    seed.paymentStatus,
    issued,
    start,
    end,
    seed.autobill ? 1 : 0,
    seed.variable ? 1 : 0,
    seed.claims ?? 0,
  )
  for (const line of seed.lines) {
    db.run(
      'INSERT INTO invoice_products (invoice_ref, product_id, no_of_enrollees, price) VALUES (?, ?, ?, ?)',
      ref,
      line.productId,
      line.slots,
      unitPrice(line.productId, seed.frequencyId),
    )
  }
  return { ref, start, end }
}

export type EnrolleeSeed = {
  id: number
  ownerId: number
  invoice: SeededInvoice
  productId: number
  first: string
  last: string
  email?: string | null
  phone?: string | null
  status: 1 | 4 | 5 | 6
  deactivated?: boolean
  /** An HMO id means the profile is complete. */
  hmoId?: string
  /** Incomplete profiles get a sign-up hash unless this is false. */
  withHash?: boolean
  canManage?: boolean
  /** The unhash answer's `enrollee_type`; 3 hides marital status in the sign-up form (spec §5). */
  enrolleeType?: 1 | 3
}

export function insertEnrollee(db: Db, seed: EnrolleeSeed) {
  const email = seed.email === undefined ? `${seed.first}.${seed.last}@example.com`.toLowerCase() : seed.email
  const hash = !seed.hmoId && seed.withHash !== false ? stableHash(`enrollee:${seed.id}`) : null
  db.run(
    `INSERT INTO enrollees (id, owner_id, invoice_ref, product_id, first_name, last_name, email_address, phone_number,
      active_status_id, deactivated, can_manage, hash, hmo_id, cover_start_date, cover_end_date, enrollee_type)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    seed.id,
    seed.ownerId,
    seed.invoice.ref,
    seed.productId,
    seed.first,
    seed.last,
    email,
    seed.phone === undefined ? `0803${String(seed.id).padStart(7, '0')}` : seed.phone,
    seed.status,
    seed.deactivated ? 1 : 0,
    seed.canManage ? 1 : 0,
    hash,
    seed.hmoId ?? null,
    seed.invoice.start,
    seed.invoice.end,
    seed.enrolleeType ?? 1,
  )
}

export function insertExtension(
  db: Db,
  seed: { id: number; enrolleeId: number; productId: number; frequencyId: 3 | 4 | 7; status: 1 | 4; invoice: SeededInvoice },
) {
  db.run(
    `INSERT INTO extensions (id, enrollee_id, product_id, payment_frequency_id, cover_start_date, cover_end_date, active_status_id)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    seed.id,
    seed.enrolleeId,
    seed.productId,
    seed.frequencyId,
    seed.invoice.start,
    seed.invoice.end,
    seed.status,
  )
}
