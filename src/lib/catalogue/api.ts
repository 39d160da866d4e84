import { apiRequest } from '@/lib/http/client'
import { banksResponse, productsResponse, providersResponse, uploadResponse } from '@/lib/contract/catalogue'

export async function fetchProducts(type: 'all' | 'extension' = 'all') {
  return (await apiRequest(productsResponse, '/products', { query: { type } })).data
}

/** Hospitals that accept any of the given plans (all hospitals when none given). */
export async function fetchProviders(productIds: readonly number[] = []) {
  const query = productIds.length > 0 ? { product_id: productIds.join(',') } : undefined
  return (await apiRequest(providersResponse, '/providers', { query })).data
}

export async function fetchBanks() {
  return (await apiRequest(banksResponse, '/utility/banks')).data
}

/** POST /upload (spec §7): returns the stored file name to send with the profile. */
export async function uploadProfilePicture(file: Blob, filename: string) {
  const body = new FormData()
  body.append('file', file, filename)
  body.append('file_use', 'profile_picture')
  return (await apiRequest(uploadResponse, '/upload', { method: 'POST', body })).data.filename
}
