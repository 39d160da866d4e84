/** Products (plans and extensions) and hospitals, as the contract shapes them. */
import * as v from 'valibot'
import { productType } from '../../src/lib/contract/catalogue'
import type { Plan } from '../../src/lib/contract/catalogue'
import type { Provider } from '../../src/lib/contract/common'
import { findState } from '../../src/lib/lookups'
import type { Db } from '../db/database'
import { nullableText } from '../db/columns'

const productRow = v.object({
  id: v.number(),
  name: v.string(),
  type: productType,
  description: v.string(),
  package: v.string(),
  monthly: v.number(),
  quarterly: v.number(),
  yearly: v.number(),
  extension_code: nullableText,
})
export type ProductRow = v.InferOutput<typeof productRow>

export function toPlan(row: ProductRow): Plan {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    description: row.description,
    price: { monthly: row.monthly, quarterly: row.quarterly, yearly: row.yearly },
    extension: row.extension_code === null ? null : { code: row.extension_code },
  }
}

export function findProduct(db: Db, productId: number): ProductRow | undefined {
  return db.get(productRow, 'SELECT * FROM products WHERE id = ?', productId)
}

export function listProducts(db: Db, type: 'all' | 'extension'): ProductRow[] {
  return type === 'extension'
    ? db.all(productRow, "SELECT * FROM products WHERE type = 'extension' ORDER BY id")
    : db.all(productRow, 'SELECT * FROM products ORDER BY id')
}

/** Spec §5: an extension fits a plan when its name contains the plan's name. */
export function extensionFits(extension: ProductRow, planName: string): boolean {
  return extension.type === 'extension' && extension.name.toLowerCase().includes(planName.toLowerCase())
}

const providerRow = v.object({
  id: v.number(),
  name: v.string(),
  address: v.string(),
  state_id: v.number(),
  products: v.pipe(v.string(), v.parseJson(), v.array(v.string())),
})

/** Hospitals accepting any of `productIds` (all hospitals when none given). */
export function listProviders(db: Db, productIds?: number[]): Provider[] {
  const wanted = productIds?.map(String)
  return db
    .all(providerRow, 'SELECT * FROM providers ORDER BY id')
    .filter((row) => !wanted || row.products.some((product) => wanted.includes(product)))
    .map((row) => ({
      id: row.id,
      name: row.name,
      address: row.address,
      state: { id: row.state_id, name: findState(row.state_id)?.name ?? '' },
      products: row.products,
    }))
}
