/**
 * Bearer-token guard for `/v3`. Login and the password-reset calls are the
 * only public ones (spec §7: everything else carries the access token).
 */
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { findLiveToken } from '../accounts/tokens'
import { findUserById } from '../accounts/users'
import { errorResponse } from './errors'

const PUBLIC_PATHS = [/^\/v3\/accounts\/login\/?$/, /^\/v3\/accounts\/reset\//]

export function requireAuth(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || PUBLIC_PATHS.some((pattern) => pattern.test(c.req.path))) {
      return next()
    }
    const header = c.req.header('authorization') ?? ''
    const match = /^Bearer\s+(\S+)$/i.exec(header)
    const row = match?.[1] ? findLiveToken(ctx, match[1]) : undefined
    const user = row ? findUserById(ctx.db, row.user_id) : undefined
    if (!row || !user) return errorResponse(c, 401, 'Unauthenticated.')
    c.set('user', user)
    c.set('token', row.token)
    return next()
  }
}
