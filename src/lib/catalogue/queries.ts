import { queryOptions } from '@tanstack/react-query'
import { fetchBanks, fetchProducts } from './api'

/** Reference data changes rarely: cached for an hour, persisted for offline use. */
const REFERENCE_STALE_MS = 60 * 60 * 1000

export const catalogueKeys = {
  all: ['catalogue'] as const,
  products: (type: 'all' | 'extension') => [...catalogueKeys.all, 'products', type] as const,
  banks: () => [...catalogueKeys.all, 'banks'] as const,
}

export const productsQueryOptions = (type: 'all' | 'extension' = 'all') =>
  queryOptions({ queryKey: catalogueKeys.products(type), queryFn: () => fetchProducts(type), staleTime: REFERENCE_STALE_MS })

export const banksQueryOptions = () => queryOptions({ queryKey: catalogueKeys.banks(), queryFn: fetchBanks, staleTime: REFERENCE_STALE_MS })
