/** Reads the dev outbox in tests. */
import * as v from 'valibot'
import type { App } from './helpers'

const message = v.object({
  id: v.number(),
  to: v.string(),
  channel: v.picklist(['email', 'sms']),
  subject: v.string(),
  body: v.string(),
  link: v.optional(v.string()),
  code: v.optional(v.string()),
  created_at: v.string(),
})
export type OutboxMessage = v.InferOutput<typeof message>

export async function outbox(app: App, to?: string): Promise<OutboxMessage[]> {
  const res = await app.request(`/__dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ''}`)
  return v.parse(v.array(message), await res.json())
}

export async function lastMessage(app: App, to: string): Promise<OutboxMessage> {
  const last = (await outbox(app, to)).at(-1)
  if (!last) throw new Error(`No message to ${to}`)
  return last
}
