/**
 * large@example.com: exactly 10,000 enrollees over 200 invoices, generated
 * from a fixed PRNG seed so every run produces the same data.
 */
import { STATUS } from '../../src/lib/contract/codes'
import type { Db } from '../db/database'
import { ACCOUNT_IDS } from './accounts'
import { insertEnrollee, insertInvoice } from './builders'
import { createPrng } from './prng'

const LARGE = { invoices: 200, enrolleesPerInvoice: 50, firstInvoice: 5001, firstEnrollee: 100_001 } as const

const FIRST_NAMES = [
  'Adaeze',
  'Adebayo',
  'Aisha',
  'Amina',
  'Babajide',
  'Chidi',
  'Chioma',
  'Damilola',
  'Efe',
  'Emeka',
  'Fatima',
  'Folake',
  'Hauwa',
  'Ibrahim',
  'Ifeanyi',
  'Kemi',
  'Kunle',
  'Maryam',
  'Musa',
  'Nkechi',
  'Obinna',
  'Olamide',
  'Oluwaseun',
  'Sade',
  'Segun',
  'Tobi',
  'Uche',
  'Yemi',
  'Yusuf',
  'Zainab',
]
const LAST_NAMES = [
  'Abubakar',
  'Adeleke',
  'Adeyemi',
  'Afolabi',
  'Akande',
  'Bello',
  'Chukwu',
  'Danjuma',
  'Eze',
  'Ibrahim',
  'Igwe',
  'Lawal',
  'Mohammed',
  'Nnamdi',
  'Nwachukwu',
  'Obi',
  'Odukoya',
  'Okafor',
  'Okeke',
  'Oladipo',
  'Olawale',
  'Onyeka',
  'Sanni',
  'Suleiman',
  'Usman',
  'Yakubu',
]
const FREQUENCIES = [3, 4, 7] as const

export function seedLarge(db: Db, now: Date) {
  const prng = createPrng(20_240_601)
  const ownerId = ACCOUNT_IDS.large
  let enrolleeId: number = LARGE.firstEnrollee
  for (let i = 0; i < LARGE.invoices; i += 1) {
    // Every 20th invoice is suspended, every 25th (not 20th) expired; the rest are active.
    const status = i % 20 === 19 ? STATUS.suspended : i % 25 === 24 ? STATUS.expired : STATUS.active
    const productId = prng.pick([18027, 18028])
    const slots = LARGE.enrolleesPerInvoice + (i % 10 === 0 ? 5 : 0)
    const invoice = insertInvoice(db, now, {
      sub: LARGE.firstInvoice + i,
      ownerId,
      frequencyId: prng.pick(FREQUENCIES),
      status,
      paymentStatus: 3,
      startDaysAgo: status === STATUS.active ? prng.int(0, 25) : prng.int(400, 500),
      lines: [{ productId, slots }],
      claims: prng.int(0, 2_000_000),
    })
    for (let k = 0; k < LARGE.enrolleesPerInvoice; k += 1) {
      const first = prng.pick(FIRST_NAMES)
      const last = prng.pick(LAST_NAMES)
      const hasProfile = prng.next() < 0.6
      insertEnrollee(db, {
        id: enrolleeId,
        ownerId,
        invoice,
        productId,
        first,
        last,
        email: `${first}.${last}.${enrolleeId}@example.com`.toLowerCase(),
        phone: `080${String(prng.int(0, 99_999_999)).padStart(8, '0')}`,
        status,
        deactivated: status === STATUS.active && prng.next() < 0.01,
        hmoId: hasProfile ? `HMO/${enrolleeId}/A` : undefined,
      })
      enrolleeId += 1
    }
  }
}
