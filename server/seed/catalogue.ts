/** Writes the catalogue: products, hospitals, banks. */
import type { Db } from '../db/database'
import { BANKS, PRODUCTS, PROVIDERS, pricesOf } from './catalogue-data'

export function seedCatalogue(db: Db) {
  for (const product of PRODUCTS) {
    const price = pricesOf(product.monthly)
    db.run(
      `INSERT INTO products (id, name, type, description, package, monthly, quarterly, yearly, extension_code)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      product.id,
      product.name,
      product.type,
      product.description,
      product.package,
      price.monthly,
      price.quarterly,
      price.yearly,
      product.extensionCode ?? null,
    )
  }
  for (const provider of PROVIDERS) {
    db.run(
      'INSERT INTO providers (id, name, address, state_id, products) VALUES (?, ?, ?, ?, ?)',
      provider.id,
      provider.name,
      provider.address,
      provider.stateId,
      JSON.stringify(provider.products),
    )
  }
  for (const bank of BANKS) db.run('INSERT INTO banks (id, name) VALUES (?, ?)', bank.id, bank.name)
}
