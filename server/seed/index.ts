/** The whole demo seed, in one transaction (fast, and all-or-nothing). */
import type { Db } from '../db/database'
import { clearDatabase } from '../db/database'
import { seedAccounts } from './accounts'
import { seedCatalogue } from './catalogue'
import { seedLarge } from './large'
import { seedOwner } from './owner'
import { seedFamily, seedHr, seedMulti } from './small-accounts'

export function seed(db: Db, now: Date, appUrl: string) {
  db.transaction(() => {
    clearDatabase(db)
    seedCatalogue(db)
    seedAccounts(db, appUrl)
    seedOwner(db, now)
    seedFamily(db, now)
    seedMulti(db, now)
    seedLarge(db, now)
    seedHr(db, now)
  })
}
