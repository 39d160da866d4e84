import * as v from 'valibot'
import { apiRequest } from '@/lib/http/client'
import { messageEnvelope } from '@/lib/contract'
import type { AuthUser } from '@/lib/session/user'
import { accountResponse, type AccountData, type LoginRequest } from './schemas'

/** Login response → the user the app keeps (spec §3). */
export function toAuthUser(data: AccountData, rememberMe: boolean): AuthUser {
  return {
    firstName: data.basic_info.first_name,
    lastName: data.basic_info.last_name,
    email: data.basic_info.email_address,
    phoneNumber: data.basic_info.phone_number,
    isInternalUser: data.basic_info.is_internal_user,
    roles: data.roles,
    credentials: {
      accessToken: data.access_token,
      accountServiceToken: data.daara_token,
      refreshToken: data.daara_refresh_token,
    },
    rememberMe,
  }
}

export async function login(credentials: LoginRequest) {
  const response = await apiRequest(accountResponse, '/accounts/login', {
    method: 'POST',
    json: credentials,
    token: false,
  })
  return response.data
}

/** Loads the account behind an access token (POST /auth/accounts). */
export async function fetchAccount(accessToken: string) {
  const response = await apiRequest(accountResponse, '/auth/accounts', {
    method: 'POST',
    token: accessToken,
  })
  return response.data
}

/** Tells the account service the session ended; the local wipe happens regardless. */
export async function logoutRemote(accessToken: string) {
  await apiRequest(v.union([messageEnvelope, v.undefined()]), '/accounts/logout', { token: accessToken })
}
