import { apiRequest } from '@/lib/http/client'
import { banksResponse, productsResponse } from '@/lib/contract/catalogue'

export async function fetchProducts(type: 'all' | 'extension' = 'all') {
  return (await apiRequest(productsResponse, '/products', { query: { type } })).data
}

export async function fetchBanks() {
  return (await apiRequest(banksResponse, '/utility/banks')).data
}
