/** Password-reset requests: a 6-digit code and a link token, valid 24 hours (spec §9). */
import * as v from 'valibot'
import type { AppContext } from '../context'
import { bool, nullableNumber } from '../db/columns'
import { fail } from '../http/errors'
import { DAY_MS } from '../lib/dates'

export const INACTIVE_CODE = 'Inactive Code. Please restart the process.'
const EXPIRED_CODE = 'Expired Code. Please restart the process'
const INVALID_TOKEN = 'Invalid verification token'
export const RESET_VALID_MS = DAY_MS

const resetRow = v.object({
  id: v.number(),
  user_id: v.number(),
  code: v.string(),
  token: v.string(),
  created_at: v.number(),
  source_url: v.string(),
  question_id: nullableNumber,
  question_passed: bool,
  used: bool,
})
export type ResetRequest = v.InferOutput<typeof resetRow>

function checkFresh(ctx: AppContext, row: ResetRequest): ResetRequest {
  if (ctx.now().getTime() > row.created_at + RESET_VALID_MS) return fail(400, EXPIRED_CODE)
  return row
}

/** The live request holding this code; 400 with the spec §8 message otherwise. */
export function requestByCode(ctx: AppContext, code: string): ResetRequest {
  const row = ctx.db.get(resetRow, 'SELECT * FROM reset_requests WHERE code = ? ORDER BY id DESC LIMIT 1', code)
  if (!row || row.used) return fail(400, INACTIVE_CODE)
  return checkFresh(ctx, row)
}

export function requestByToken(ctx: AppContext, token: string | undefined): ResetRequest {
  const row = token ? ctx.db.get(resetRow, 'SELECT * FROM reset_requests WHERE token = ?', token) : undefined
  if (!row || row.used) return fail(400, INVALID_TOKEN)
  return checkFresh(ctx, row)
}
