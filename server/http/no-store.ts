/**
 * Every answer of the API is personal (enrollees, invoices, tokens, photos):
 * `Cache-Control: no-store` keeps it out of the browser's HTTP cache and any
 * proxy. The app keeps its own copy (the persisted query cache, pictures in a
 * trusted device's service-worker cache), where it can be wiped at logout.
 */
import type { MiddlewareHandler } from 'hono'

export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
  }
}
