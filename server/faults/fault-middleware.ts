/** Applies injected faults to every call except the hooks themselves. */
import type { Context, MiddlewareHandler } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { Fault, FaultStore } from './fault-store'
import { sendJson } from '../http/respond'

const HOOK_PREFIXES = ['/__test', '/__dev']

function isContentfulStatus(status: number): status is ContentfulStatusCode {
  return status >= 200 && status <= 599 && status !== 204 && status !== 205 && status !== 304
}

export function faultMiddleware(faults: FaultStore): MiddlewareHandler {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || HOOK_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) {
      return next()
    }
    const fault = faults.take(c.req.method, c.req.path)
    if (!fault) return next()
    if (fault.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fault.delayMs))
    if (fault.status === undefined) return next()
    if (fault.phase === 'after') {
      await next()
      // Hono keeps the route's answer unless a new one is returned; replace it.
      c.res = answer(c, fault)
      return
    }
    return answer(c, fault)
  }
}

function answer(c: Context, fault: Fault): Response {
  const status = fault.status ?? 500
  if (!isContentfulStatus(status)) return c.body(null, status === 204 || status === 205 || status === 304 ? status : 500)
  const body = fault.hasBody ? fault.body : { status: 'error', message: `Injected fault (${status})` }
  return sendJson(c, body, status)
}
