/** Login, the signed-in account, logout and change of password (spec §7 Accounts). */
import { Hono } from 'hono'
import {
  accountResponse,
  changePasswordRequest,
  loginRequest,
} from '../../src/lib/contract/accounts'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send, sendMessage } from '../http/respond'
import { hashPassword, verifyPassword } from '../lib/password'
import { findLiveToken, issueToken, revokeToken } from './tokens'
import { accountData, findUserByUsername } from './users'

export const SAME_PASSWORD = 'Use a different password'

export function accountRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.post('/accounts/login', async (c) => {
    const body = await parseBody(c, loginRequest)
    const user = findUserByUsername(ctx.db, body.username)
    if (!user || !verifyPassword(body.password, user.password_hash)) {
      return fail(401, 'Email Address or HMO ID is Invalid')
    }
    const tokens = issueToken(ctx, user.id)
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
    ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', hashPassword(body.new_password), user.id)
    return sendMessage(c, 'Your password has been changed.')
  })

  return routes
}
