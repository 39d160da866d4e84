/**
 * What a ready row sends (POST /enrollees with the invoice's subscription_id and for_me 0). Its own file:
 * the outbox job and the batch record need it without the worker protocol and its parsers.
 */
import * as v from 'valibot'

export const rowPayload = v.object({
  product_id: v.number(),
  can_manage: v.picklist(['0', '1']),
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.string(),
  phone_number: v.string(),
})
