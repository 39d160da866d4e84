/** Login, the signed-in account, logout and change of password (spec §7 Accounts). */
import { Hono } from 'hono'
import { accountResponse, changePasswordRequest, loginRequest } from '../../src/lib/contract/accounts'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send, sendMessage } from '../http/respond'
import { hashPassword, verifyPassword } from '../lib/password'
import { loginKey, tooManyAttempts } from './attempt-limits'
import { findLiveToken, issueToken, revokeOtherTokens, revokeToken } from './tokens'
import { accountData, findUserByUsername } from './users'

export const SAME_PASSWORD = 'Use a different password'

export function accountRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.post('/accounts/login', async (c) => {
    const body = await parseBody(c, loginRequest)
    const user = findUserByUsername(ctx.db, body.username)
    // Per account (its e-mail and HMO id count together), else per name typed: guessing is slowed either way.
    const key = user ? `user:${user.id}` : `name:${loginKey(body.username)}`
    const now = ctx.now().getTime()
    // Checked before the password, so a locked account answers the same to the right one (no oracle).
    const wait = ctx.limits.login.waitMs(key, now)
    if (wait > 0) return tooManyAttempts(c, wait)
    if (!user || !verifyPassword(body.password, user.password_hash)) {
      ctx.limits.login.fail(key, now)
      return fail(401, 'Email Address or HMO ID is Invalid')
    }
    ctx.limits.login.forget(key)
    const tokens = issueToken(ctx, user.id, body.remember_me ?? false)
    return send(c, accountResponse, { status: 'success', message: 'Login successful', data: accountData(user, tokens) })
  })

  routes.post('/auth/accounts', (c) => {
    const tokens = findLiveToken(ctx, c.get('token')) ?? fail(401, 'Unauthenticated.')
    return send(c, accountResponse, { status: 'success', data: accountData(c.get('user'), tokens) })
  })

  routes.get('/accounts/logout', (c) => {
    revokeToken(ctx, c.get('token'))
    return sendMessage(c, 'You have been logged out.')
  })

  routes.post('/accounts/change-password', async (c) => {
    const body = await parseBody(c, changePasswordRequest)
    const user = c.get('user')
    if (!verifyPassword(body.old_password, user.password_hash)) {
      return fail(422, 'The old password is incorrect.')
    }
    if (body.new_password === body.old_password) return fail(422, SAME_PASSWORD)
    ctx.db.transaction(() => {
      ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', hashPassword(body.new_password), user.id)
      // Whoever else holds a session (a lost phone, a shared one) is signed out; this one carries on.
      revokeOtherTokens(ctx, user.id, c.get('token'))
    })
    return sendMessage(c, 'Your password has been changed.')
  })

  return routes
}
