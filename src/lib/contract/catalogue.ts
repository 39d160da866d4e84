/**
 * Catalogue contract (spec §3 Plan, Provider, Bank; §7 Catalogue): products
 * and plans, providers (hospitals), banks, marital statuses, states, upload.
 * Shared by the app and the local API, so only relative imports here.
 */
import * as v from 'valibot'
import { envelope, id, provider } from './common'
import { maritalStatus, state } from '../lookups/schemas'

/** 'plan', 'special' (22860) or 'extension'. */
export const productType = v.picklist(['plan', 'special', 'extension'])
export type ProductType = v.InferOutput<typeof productType>

const plan = v.object({
  id,
  name: v.string(),
  type: productType,
  description: v.string(),
  /** Naira per period; yearly = 4 × quarterly less 5 % (spec §9). */
  price: v.object({ monthly: v.number(), quarterly: v.number(), yearly: v.number() }),
  /** Set on extension products only (code `pec` has its own text). */
  extension: v.nullable(v.object({ code: v.string() })),
})
export type Plan = v.InferOutput<typeof plan>

/** Absent or `all`: every product; `extension`: extension products only. */
export const productsQuery = v.object({
  type: v.optional(v.picklist(['all', 'extension'], 'The type must be all or extension.'), 'all'),
})
export const productsResponse = envelope(v.array(plan))

/** `?product_id=18027,18028`: hospitals accepting any of these plans; absent = all. */
export const providersQuery = v.object({
  product_id: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+(,\d+)*$/, 'The product id must be a comma-separated list of ids.'),
      v.transform((value) => value.split(',').map(Number)),
    ),
  ),
})
export const providersResponse = envelope(v.array(provider))

const bank = v.object({ id, name: v.string() })
export const banksResponse = envelope(v.array(bank))

export const maritalStatusesResponse = envelope(v.array(maritalStatus))
export const statesResponse = envelope(v.array(state))

/** Largest accepted upload (5 MB). */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024

/** POST /upload, multipart: an image of at most 5 MB. */
export const uploadRequest = v.object({
  file: v.pipe(
    v.instance(File, 'The file field is required.'),
    v.check((file) => file.type.startsWith('image/'), 'The file must be an image.'),
    v.maxSize(UPLOAD_MAX_BYTES, 'The file may not be greater than 5 MB.'),
  ),
  file_use: v.literal('profile_picture', 'The file use must be profile_picture.'),
})
export const uploadResponse = envelope(v.object({ filename: v.string() }))
