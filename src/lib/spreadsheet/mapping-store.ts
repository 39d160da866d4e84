/**
 * The column matching a user confirmed, remembered per account (by owner key)
 * so the next import of the same spreadsheet opens matched. It holds column
 * names only, no personal data; logout deletes the database with the others.
 */
import { get, set, type UseStore } from 'idb-keyval'
import { closableStore } from '@/lib/idb/closable-store'
import { normaliseHeader, type ColumnMapping } from './header-match'

/** Its own database (the others are thrown away or kept by rules that do not fit); logout deletes it. */
export const mappingIdbStore = closableStore('hmo-import', 'column-mappings')

/** field → the header text of its column, as confirmed. */
export type RememberedMapping = Record<string, string>

export async function rememberMapping(
  store: UseStore,
  ownerKey: string,
  header: readonly string[],
  mapping: Readonly<Record<string, number | undefined>>,
): Promise<void> {
  const remembered: RememberedMapping = {}
  for (const [field, column] of Object.entries(mapping)) {
    const name = column === undefined ? undefined : header[column]
    if (name !== undefined) remembered[field] = name
  }
  await set(ownerKey, remembered, store)
}

export async function recallMapping(store: UseStore, ownerKey: string): Promise<RememberedMapping | undefined> {
  const value: unknown = await get(ownerKey, store)
  if (typeof value !== 'object' || value === null) return undefined
  const remembered: RememberedMapping = {}
  for (const [field, name] of Object.entries(value)) if (typeof name === 'string') remembered[field] = name
  return remembered
}

/**
 * The remembered matching over the automatic one, for the fields whose
 * remembered column is in this header; the rest keep the automatic match
 * unless that column is now taken.
 */
export function applyRemembered<F extends string>(
  header: readonly string[],
  automatic: ColumnMapping<F>,
  remembered: RememberedMapping | undefined,
  fields: readonly F[],
): ColumnMapping<F> {
  if (!remembered) return automatic
  const normalised = header.map(normaliseHeader)
  const chosen: ColumnMapping<F> = {}
  for (const field of fields) {
    const name = remembered[field]
    const column = name === undefined ? -1 : normalised.indexOf(normaliseHeader(name))
    if (column >= 0) chosen[field] = column
  }
  const taken = new Set(Object.values(chosen))
  for (const field of fields) {
    const column = automatic[field]
    if (chosen[field] === undefined && column !== undefined && !taken.has(column)) chosen[field] = column
  }
  return chosen
}
