/** The password-reset calls (spec §7 Accounts; §8 messages). Public: no bearer. */
import { Hono } from 'hono'
import type { Context } from 'hono'
import {
  questionGenerateRequest,
  questionGenerateResponse,
  questionVerifyRequest,
  resetGenerateRequest,
  resetPasswordRequest,
  resetPasswordResponse,
  resetVerifyRequest,
  resetVerifyResponse,
} from '../../src/lib/contract/accounts'
import type { SecurityQuestion } from '../../src/lib/contract/accounts'
import type { AppContext, AppEnv } from '../context'
import { fail } from '../http/errors'
import { parseBody } from '../http/parse'
import { send, sendMessage } from '../http/respond'
import { hashPassword, verifyPassword } from '../lib/password'
import { randomCode, randomToken } from '../lib/random'
import { SAME_PASSWORD } from './account-routes'
import { failTooManyAttempts } from './attempt-limits'
import { sendResetMessage } from './reset-message'
import { INACTIVE_CODE, requestByCode, requestByToken } from './reset-requests'
import type { ResetRequest } from './reset-requests'
import { revokeAllTokens } from './tokens'
import { findUserById, findUserByUsername } from './users'
import type { User } from './users'

const QUESTIONS: Record<SecurityQuestion['id'], string> = {
  1: 'What is your date of birth?',
  2: 'What are the last 6 digits of your phone number?',
}

const ALL_CODES = 'reset-codes'

/**
 * The live request holding `code`, counting wrong codes: once 5 were wrong in 15 minutes, every live code
 * is burnt (a guesser cannot keep trying one) and the calls answer 429 until the window has passed.
 */
function requestByGuess(ctx: AppContext, c: Context, code: string): ResetRequest {
  const now = ctx.now().getTime()
  const wait = ctx.limits.resetCode.waitMs(ALL_CODES, now)
  if (wait > 0) return failTooManyAttempts(c, wait)
  try {
    return requestByCode(ctx, code)
  } catch (error) {
    if (ctx.limits.resetCode.fail(ALL_CODES, now)) ctx.db.run('UPDATE reset_requests SET used = 1 WHERE used = 0')
    throw error
  }
}

function ownerOf(ctx: AppContext, request: ResetRequest): User {
  return findUserById(ctx.db, request.user_id) ?? fail(400, INACTIVE_CODE)
}

/** Question 1 is answered DD-MM-YYYY; question 2 with the phone's last 6 digits. */
function answerMatches(user: User, questionId: SecurityQuestion['id'], answer: string): boolean {
  if (questionId === 1) {
    const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(answer.trim())
    return match !== null && user.date_of_birth === `${match[3]}-${match[2]}-${match[1]}`
  }
  const digits = (user.phone_number ?? '').replace(/\D/g, '')
  return digits.length >= 6 && answer.replace(/\D/g, '') === digits.slice(-6)
}

export function resetRoutes(ctx: AppContext) {
  const routes = new Hono<AppEnv>()

  routes.post('/accounts/reset/generate', async (c) => {
    const body = await parseBody(c, resetGenerateRequest)
    const user = findUserByUsername(ctx.db, body.username) ?? fail(404, 'No account was found with that Email/HMO ID')
    if (body.type === 2 && !user.phone_number) return fail(422, 'This account has no phone number. Please use email.')
    // A new request retires the older ones, so only the latest code works.
    ctx.db.run('UPDATE reset_requests SET used = 1 WHERE user_id = ?', user.id)
    const code = randomCode()
    const token = randomToken(16)
    ctx.db.run(
      'INSERT INTO reset_requests (user_id, code, token, created_at, source_url) VALUES (?, ?, ?, ?, ?)',
      user.id,
      code,
      token,
      ctx.now().getTime(),
      body.source_url,
    )
    sendResetMessage(ctx, { user, type: body.type, code, token, redirectUrl: body.redirect_url })
    return sendMessage(
      c,
      body.type === 1
        ? 'Password reset instructions have been sent to your email address.'
        : 'A password reset code has been sent to your phone number.',
    )
  })

  routes.post('/accounts/reset/verify', async (c) => {
    const body = await parseBody(c, resetVerifyRequest)
    const request = requestByGuess(ctx, c, body.code)
    return send(c, resetVerifyResponse, { status: 'success', message: 'Code verified.', data: { code: request.code } })
  })

  routes.post('/accounts/reset/question/generate', async (c) => {
    const body = await parseBody(c, questionGenerateRequest)
    const request = requestByGuess(ctx, c, body.code)
    const questionId = ownerOf(ctx, request).date_of_birth ? 1 : 2
    ctx.db.run('UPDATE reset_requests SET question_id = ? WHERE id = ?', questionId, request.id)
    return send(c, questionGenerateResponse, { status: 'success', data: { id: questionId, question: QUESTIONS[questionId] } })
  })

  routes.post('/accounts/reset/question/verify', async (c) => {
    const body = await parseBody(c, questionVerifyRequest)
    const request = requestByGuess(ctx, c, body.code)
    const asked = request.question_id ?? body.question_id
    if (asked !== body.question_id || !answerMatches(ownerOf(ctx, request), body.question_id, body.answer)) {
      return fail(400, 'Invalid security question answer')
    }
    ctx.db.run('UPDATE reset_requests SET question_passed = 1 WHERE id = ?', request.id)
    return sendMessage(c, 'Security question answered. You can now set a new password.')
  })

  routes.post('/accounts/reset/password', async (c) => {
    const body = await parseBody(c, resetPasswordRequest)
    const request = body.code && !body.token ? requestByGuess(ctx, c, body.code) : requestByToken(ctx, body.token)
    if (body.code && !body.token && !request.question_passed) {
      return fail(400, 'Please answer the security question first.')
    }
    const user = ownerOf(ctx, request)
    if (verifyPassword(body.password, user.password_hash)) return fail(422, SAME_PASSWORD)
    ctx.db.transaction(() => {
      ctx.db.run('UPDATE users SET password_hash = ? WHERE id = ?', hashPassword(body.password), user.id)
      ctx.db.run('UPDATE reset_requests SET used = 1 WHERE id = ?', request.id)
      revokeAllTokens(ctx, user.id)
    })
    return send(c, resetPasswordResponse, {
      status: 'success',
      message: 'Password Reset Successful!',
      data: { token: request.token, redirect_url: request.source_url },
    })
  })

  return routes
}
