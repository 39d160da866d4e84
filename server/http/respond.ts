/**
 * Success answers. `send` takes the contract schema of the call so the body is
 * type-checked against the very schema the app parses it with.
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type * as v from 'valibot'

export function sendJson(c: Context, body: unknown, status: ContentfulStatusCode = 200) {
  return c.body(JSON.stringify(body), status, { 'Content-Type': 'application/json; charset=UTF-8' })
}

export function send<TSchema extends v.GenericSchema>(
  c: Context,
  _schema: TSchema,
  body: v.InferInput<TSchema>,
  status: ContentfulStatusCode = 200,
) {
  return sendJson(c, body, status)
}

/** `{ status: 'success', message }` for calls that only answer a message. */
export function sendMessage(c: Context, message: string) {
  return sendJson(c, { status: 'success', message })
}

/** This API's own origin as the caller sees it (payment page and picture URLs). */
export function originOf(c: Context): string {
  return new URL(c.req.url).origin
}
