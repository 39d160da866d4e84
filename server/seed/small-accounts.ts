/** family@ (no free slots), multi@ (several roles), noaccess@ (no data) and hr@ (room for a whole staff list). */
import type { Db } from '../db/database'
import { ACCOUNT_IDS } from './accounts'
import { insertEnrollee, insertInvoice } from './builders'

export function seedFamily(db: Db, now: Date) {
  const ownerId = ACCOUNT_IDS.family
  const yearly = insertInvoice(db, now, {
    sub: 2001,
    ownerId,
    frequencyId: 4,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: 90,
    lines: [{ productId: 18027, slots: 3 }],
  })
  const quarterly = insertInvoice(db, now, {
    sub: 2002,
    ownerId,
    frequencyId: 7,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: 15,
    lines: [{ productId: 22860, slots: 1 }],
  })
  insertEnrollee(db, {
    id: 2001,
    ownerId,
    invoice: yearly,
    productId: 18027,
    first: 'Chinedu',
    last: 'Eze',
    status: 1,
    hmoId: 'HMO/20001/A',
  })
  insertEnrollee(db, {
    id: 2002,
    ownerId,
    invoice: yearly,
    productId: 18027,
    first: 'Adaeze',
    last: 'Eze',
    status: 1,
    hmoId: 'HMO/20002/A',
  })
  insertEnrollee(db, { id: 2003, ownerId, invoice: yearly, productId: 18027, first: 'Obiora', last: 'Eze', status: 1, enrolleeType: 3 })
  insertEnrollee(db, {
    id: 2004,
    ownerId,
    invoice: quarterly,
    productId: 22860,
    first: 'Chioma',
    last: 'Eze',
    status: 1,
    hmoId: 'HMO/20003/A',
  })
}

export function seedMulti(db: Db, now: Date) {
  const ownerId = ACCOUNT_IDS.multi
  const invoice = insertInvoice(db, now, {
    sub: 3001,
    ownerId,
    frequencyId: 4,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: 45,
    lines: [{ productId: 18028, slots: 2 }],
  })
  insertEnrollee(db, { id: 3001, ownerId, invoice, productId: 18028, first: 'Bola', last: 'Adeyemi', status: 1, hmoId: 'HMO/30001/A' })
}

/**
 * hr@: one active, paid invoice with 300 free slots on each of two plans, the size of a staff list
 * (the spreadsheet import's fixtures, tests/fixtures/, are made for it), and three enrollees already on it.
 */
export function seedHr(db: Db, now: Date) {
  const ownerId = ACCOUNT_IDS.hr
  const invoice = insertInvoice(db, now, {
    sub: 6001,
    ownerId,
    frequencyId: 4,
    status: 1,
    paymentStatus: 3,
    startDaysAgo: 20,
    lines: [
      { productId: 18027, slots: 302 },
      { productId: 18028, slots: 301 },
    ],
  })
  insertEnrollee(db, { id: 6001, ownerId, invoice, productId: 18027, first: 'Kunle', last: 'Ajayi', status: 1, hmoId: 'HMO/60002/A' })
  insertEnrollee(db, { id: 6002, ownerId, invoice, productId: 18027, first: 'Halima', last: 'Sani', status: 1 })
  insertEnrollee(db, { id: 6003, ownerId, invoice, productId: 18028, first: 'Uche', last: 'Obi', status: 1, hmoId: 'HMO/60003/A' })
}
