/** Account holders: rows, lookups and the login/`auth/accounts` answer. */
import * as v from 'valibot'
import { role } from '../../src/lib/contract/accounts'
import type { AccountData } from '../../src/lib/contract/accounts'
import type { Db } from '../db/database'
import { bool, nullableText } from '../db/columns'

const userRow = v.object({
  id: v.number(),
  email: v.string(),
  hmo_id: nullableText,
  password_hash: v.string(),
  first_name: v.string(),
  last_name: v.string(),
  phone_number: nullableText,
  date_of_birth: nullableText,
  is_internal_user: bool,
  is_family_plan: bool,
  company_name: nullableText,
  has_saved_card: bool,
  roles: v.pipe(v.string(), v.parseJson(), v.array(role)),
})
export type User = v.InferOutput<typeof userRow>

export function findUserById(db: Db, userId: number): User | undefined {
  return db.get(userRow, 'SELECT * FROM users WHERE id = ?', userId)
}

/** By e-mail or HMO id (spec §7 login `username`), case-insensitively. */
export function findUserByUsername(db: Db, username: string): User | undefined {
  const value = username.trim()
  return db.get(userRow, 'SELECT * FROM users WHERE email = ? OR hmo_id = ?', value, value)
}

export function accountData(user: User, tokens: { token: string; daara_token: string; daara_refresh_token: string }): AccountData {
  return {
    basic_info: {
      first_name: user.first_name,
      last_name: user.last_name,
      email_address: user.email,
      phone_number: user.phone_number,
      is_internal_user: user.is_internal_user,
    },
    access_token: tokens.token,
    daara_token: tokens.daara_token,
    daara_refresh_token: tokens.daara_refresh_token,
    roles: user.roles,
  }
}
