/** Access tokens: random, stored, expiring, revocable. */
import * as v from 'valibot'
import type { AppContext } from '../context'
import { bool } from '../db/columns'
import { randomToken } from '../lib/random'

const tokenRow = v.object({
  token: v.string(),
  user_id: v.number(),
  daara_token: v.string(),
  daara_refresh_token: v.string(),
  expires_at: v.number(),
  revoked: bool,
})
export type TokenRow = v.InferOutput<typeof tokenRow>

/** A token for as long as the session asked for: 30 days with remember-me, 2 without (spec §6 cookie). */
export function issueToken(ctx: AppContext, userId: number, rememberMe = false): TokenRow {
  const row: TokenRow = {
    token: randomToken(),
    user_id: userId,
    daara_token: randomToken(),
    daara_refresh_token: randomToken(),
    expires_at: ctx.now().getTime() + (rememberMe ? ctx.tokenTtlMs : ctx.shortTokenTtlMs),
    revoked: false,
  }
  ctx.db.run(
    'INSERT INTO tokens (token, user_id, daara_token, daara_refresh_token, expires_at, revoked) VALUES (?, ?, ?, ?, ?, 0)',
    row.token,
    row.user_id,
    row.daara_token,
    row.daara_refresh_token,
    row.expires_at,
  )
  return row
}

/** The token row if it is known, not revoked and not expired. */
export function findLiveToken(ctx: AppContext, token: string): TokenRow | undefined {
  const row = ctx.db.get(tokenRow, 'SELECT * FROM tokens WHERE token = ?', token)
  if (!row || row.revoked || row.expires_at <= ctx.now().getTime()) return undefined
  return row
}

export function revokeToken(ctx: AppContext, token: string) {
  ctx.db.run('UPDATE tokens SET revoked = 1 WHERE token = ?', token)
}

export function revokeAllTokens(ctx: AppContext, userId: number) {
  ctx.db.run('UPDATE tokens SET revoked = 1 WHERE user_id = ?', userId)
}

/** Ends the user's other sessions (after a password change): only `keep` still works. */
export function revokeOtherTokens(ctx: AppContext, userId: number, keep: string) {
  ctx.db.run('UPDATE tokens SET revoked = 1 WHERE user_id = ? AND token <> ?', userId, keep)
}
