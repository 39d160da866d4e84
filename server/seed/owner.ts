/**
 * owner@example.com: a corporate owner with invoices in every status and
 * enrollees in every state (decisions: 'Local API'). Ids are fixed so tests and docs can
 * name them; see docs/api.md "Demo accounts".
 */
import type { Db } from '../db/database'
import { ACCOUNT_IDS } from './accounts'
import { insertEnrollee, insertExtension, insertInvoice } from './builders'

const RED = 18027
const ALEX = 18028
const TRANQ = 22860

export function seedOwner(db: Db, now: Date) {
  const owner = ACCOUNT_IDS.owner
  const inv = (seed: Omit<Parameters<typeof insertInvoice>[2], 'ownerId'>) => insertInvoice(db, now, { ...seed, ownerId: owner })

  const a1 = inv({
    sub: 1001,
    frequencyId: 4,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: 60,
    lines: [{ productId: RED, slots: 6 }],
    claims: 250_000,
  })
  // Cover ending in 2, 10 and 25 days, so the home page shows every colour of "ending soon".
  const a2 = inv({
    sub: 1002,
    frequencyId: 7,
    status: 1,
    paymentStatus: 2,
    startDaysAgo: null,
    endsInDays: 2,
    autobill: true,
    lines: [
      { productId: ALEX, slots: 4 },
      { productId: RED, slots: 2 },
    ],
    claims: 90_000,
  })
  const a3 = inv({
    sub: 1003,
    frequencyId: 3,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: null,
    endsInDays: 25,
    lines: [{ productId: TRANQ, slots: 2 }],
  })
  const v1 = inv({
    sub: 1004,
    frequencyId: 3,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: null,
    endsInDays: 10,
    variable: true,
    lines: [{ productId: RED, slots: 5 }],
  })
  const s1 = inv({
    sub: 1005,
    frequencyId: 7,
    status: 4,
    paymentStatus: 3,
    startDaysAgo: 120,
    lines: [{ productId: RED, slots: 3 }],
    claims: 400_000,
  })
  const s2 = inv({
    sub: 1006,
    frequencyId: 4,
    status: 4,
    paymentStatus: 3,
    startDaysAgo: 400,
    variable: true,
    lines: [{ productId: ALEX, slots: 2 }],
  })
  const e1 = inv({ sub: 1007, frequencyId: 4, status: 5, paymentStatus: 3, startDaysAgo: 800, lines: [{ productId: 96, slots: 2 }] })
  inv({ sub: 1008, frequencyId: 7, status: 2, paymentStatus: 1, startDaysAgo: null, lines: [{ productId: RED, slots: 1 }] })

  const add = (seed: Omit<Parameters<typeof insertEnrollee>[1], 'ownerId'>) => insertEnrollee(db, { ...seed, ownerId: owner })
  // INV-1001 (Red Beryl, 6 slots, 2 free)
  add({ id: 1001, invoice: a1, productId: RED, first: 'Chiamaka', last: 'Obi', status: 1, hmoId: 'HMO/12345/A', canManage: true })
  add({ id: 1002, invoice: a1, productId: RED, first: 'Tunde', last: 'Bakare', status: 1 })
  add({ id: 1003, invoice: a1, productId: RED, first: 'Ifeoma', last: 'Nwankwo', status: 1, deactivated: true, hmoId: 'HMO/12346/A' })
  add({ id: 1004, invoice: a1, productId: RED, first: 'Emeka', last: 'Okonkwo', status: 6, deactivated: true, hmoId: 'HMO/12347/A' })
  // INV-1002 (4 Alexandrite + 2 Red Beryl, 3 free)
  add({ id: 1005, invoice: a2, productId: ALEX, first: 'Aisha', last: 'Mohammed', status: 1, hmoId: 'HMO/12348/A' })
  add({ id: 1006, invoice: a2, productId: ALEX, first: 'Olumide', last: 'Adeyemi', status: 1, phone: null })
  add({ id: 1007, invoice: a2, productId: RED, first: 'Fatima', last: 'Yusuf', status: 1, hmoId: 'HMO/12349/A' })
  // INV-1003 (Tranquility, full)
  add({ id: 1008, invoice: a3, productId: TRANQ, first: 'Kelechi', last: 'Ibe', status: 1, hmoId: 'HMO/12350/A' })
  add({ id: 1009, invoice: a3, productId: TRANQ, first: 'Ngozi', last: 'Umeh', status: 1, email: null })
  // INV-1004 (variable billing, outstanding bill, 3 free)
  add({ id: 1010, invoice: v1, productId: RED, first: 'Segun', last: 'Afolabi', status: 1, hmoId: 'HMO/12351/A' })
  add({ id: 1011, invoice: v1, productId: RED, first: 'Amaka', last: 'Chukwu', status: 1 })
  // INV-1005 (suspended)
  add({ id: 1012, invoice: s1, productId: RED, first: 'Yusuf', last: 'Garba', status: 4, withHash: false })
  add({ id: 1013, invoice: s1, productId: RED, first: 'Blessing', last: 'Etim', status: 4, hmoId: 'HMO/12352/A' })
  add({ id: 1014, invoice: s1, productId: RED, first: 'Ibrahim', last: 'Lawal', status: 4, hmoId: 'HMO/12353/A' })
  // INV-1006 (suspended, variable billing)
  add({ id: 1015, invoice: s2, productId: ALEX, first: 'Zainab', last: 'Abubakar', status: 4, hmoId: 'HMO/12354/A' })
  add({ id: 1016, invoice: s2, productId: ALEX, first: 'Chidi', last: 'Nnamdi', status: 4, withHash: false })
  // INV-1007 (expired, hidden plan 96)
  add({ id: 1017, invoice: e1, productId: 96, first: 'Funmi', last: 'Oladipo', status: 5, hmoId: 'HMO/12355/A' })
  add({ id: 1018, invoice: e1, productId: 96, first: 'Obinna', last: 'Eze', status: 5, hmoId: 'HMO/12356/A' })

  insertExtension(db, { id: 1, enrolleeId: 1001, productId: 30101, frequencyId: 4, status: 1, invoice: a1 })
  insertExtension(db, { id: 2, enrolleeId: 1005, productId: 30203, frequencyId: 7, status: 1, invoice: a2 })
  insertExtension(db, { id: 3, enrolleeId: 1013, productId: 30102, frequencyId: 7, status: 4, invoice: s1 })

  // Three unpaid months of ₦15,000 on INV-1004: adding an enrollee to it answers 409.
  db.run("INSERT INTO variable_bills (invoice_ref, amount, payment_blocks, status) VALUES (?, 15000, 3, 'outstanding')", v1.ref)
}
