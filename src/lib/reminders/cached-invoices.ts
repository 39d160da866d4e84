/**
 * The invoices in a user's saved query cache (src/lib/persistence/), as the service worker reads them when
 * it cannot ask the API: the list and any invoice opened on its own, the newer copy of each, every one
 * parsed with the contract's invoice schema. Anything else in the record is ignored.
 */
import { get, type UseStore } from 'idb-keyval'
import * as v from 'valibot'
import { invoice, type Invoice } from '@/lib/contract/billing'
import { cacheKey } from '@/lib/persistence/cache-db'

const savedQuery = v.object({
  queryKey: v.array(v.unknown()),
  state: v.object({ data: v.unknown(), dataUpdatedAt: v.number() }),
})
const savedClient = v.object({ owner: v.string(), clientState: v.object({ queries: v.array(v.unknown()) }) })

/** The invoices a saved query holds: the list (`['invoices', 'list']`) or one invoice (`['invoices', 'detail', ref]`). */
function invoicesOf(query: v.InferOutput<typeof savedQuery>): Invoice[] {
  const [domain, kind, ...rest] = query.queryKey
  if (domain !== 'invoices') return []
  if (kind === 'list' && rest.length === 0) {
    const list = v.safeParse(v.array(invoice), query.state.data)
    return list.success ? list.output : []
  }
  if (kind === 'detail' && rest.length === 1) {
    const one = v.safeParse(invoice, query.state.data)
    return one.success ? [one.output] : []
  }
  return []
}

export async function cachedInvoices(cacheStore: UseStore, owner: string): Promise<Invoice[]> {
  const client = v.safeParse(savedClient, await get(cacheKey(owner), cacheStore))
  if (!client.success || client.output.owner !== owner) return []
  const newest = new Map<string, { at: number; invoice: Invoice }>()
  for (const value of client.output.clientState.queries) {
    const query = v.safeParse(savedQuery, value)
    if (!query.success) continue
    for (const item of invoicesOf(query.output)) {
      const known = newest.get(item.reference_code)
      if (!known || known.at < query.output.state.dataUpdatedAt)
        newest.set(item.reference_code, { at: query.output.state.dataUpdatedAt, invoice: item })
    }
  }
  return [...newest.values()].map((entry) => entry.invoice)
}
