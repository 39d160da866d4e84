/**
 * Browsers send `Origin` with every cross-site POST and fetch. The test hooks
 * (/__test/*, /__dev/*: reset the data, read reset codes) and the stand-in
 * payment page (/pay/*: settle a payment) are refused to any page that is not
 * the app's, or, for the payment page's own Pay and Cancel forms, this API's.
 * Requests without Origin (curl, Playwright's request fixture, a typed
 * address) pass: what stops a stranger on the network is the loopback bind
 * (server/main.ts), this stops a web page the user happens to open.
 */
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { errorResponse } from './errors'
import { originOf } from './respond'

const GUARDED = /^\/(__test|__dev|pay)(\/|$)/

export function guardOrigins(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin')
    if (origin === undefined || !GUARDED.test(c.req.path)) return next()
    const ownPage = c.req.path.startsWith('/pay') && origin === originOf(c)
    if (ownPage || ctx.appOrigins.includes(origin)) return next()
    return errorResponse(c, 403, 'This address only answers the app.')
  }
}
