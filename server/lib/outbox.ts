/** Messages the API "sends" (e-mail and SMS), kept for GET /__dev/outbox. */
import * as v from 'valibot'
import type { AppContext } from '../context'
import { nullableText } from '../db/columns'

export type OutboxMessage = {
  to: string
  channel: 'email' | 'sms'
  subject: string
  body: string
  link?: string
  code?: string
}

export function sendToOutbox(ctx: AppContext, message: OutboxMessage) {
  ctx.db.run(
    'INSERT INTO outbox (to_address, channel, subject, body, link, code, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    message.to,
    message.channel,
    message.subject,
    message.body,
    message.link ?? null,
    message.code ?? null,
    ctx.now().toISOString(),
  )
}

const outboxRow = v.pipe(
  v.object({
    id: v.number(),
    to_address: v.string(),
    channel: v.picklist(['email', 'sms']),
    subject: v.string(),
    body: v.string(),
    link: nullableText,
    code: nullableText,
    created_at: v.string(),
  }),
  v.transform(({ to_address, link, code, ...row }) => ({
    ...row,
    to: to_address,
    ...(link === null ? {} : { link }),
    ...(code === null ? {} : { code }),
  })),
)

/** Oldest first ("newest last"), optionally only those sent to `to`. */
export function listOutbox(ctx: AppContext, to?: string) {
  return to
    ? ctx.db.all(outboxRow, 'SELECT * FROM outbox WHERE to_address = ? COLLATE NOCASE ORDER BY id', to)
    : ctx.db.all(outboxRow, 'SELECT * FROM outbox ORDER BY id')
}
