import * as v from 'valibot'
import { apiRequest } from '@/lib/http/client'
import { messageEnvelope } from '@/lib/contract/common'
import type { NewSession } from '@/lib/session/user'
import { ownerKeyFor } from '@/lib/session/owner-key'
import {
  accountResponse,
  changePasswordResponse,
  questionGenerateResponse,
  questionVerifyResponse,
  resetGenerateResponse,
  resetPasswordResponse,
  resetVerifyResponse,
  type AccountData,
  type ChangePasswordRequest,
  type LoginRequest,
  type QuestionVerifyRequest,
  type ResetPasswordRequest,
} from '@/lib/contract/accounts'
import { resetLinkPage } from './return-to'

export type ResetMethod = 1 | 2

/** Login response → the user the app keeps (spec §3), and the tokens for the cookies. */
export async function toAuthUser(data: AccountData, rememberMe: boolean): Promise<NewSession> {
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
    ownerKey: await ownerKeyFor(data.basic_info.email_address),
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

export async function requestPasswordReset(username: string, type: ResetMethod, returnTo: string | undefined) {
  const origin = window.location.origin
  const response = await apiRequest(resetGenerateResponse, '/accounts/reset/generate', {
    method: 'POST',
    token: false,
    json: { username, type, redirect_url: resetLinkPage(origin, returnTo), source_url: `${origin}/login` },
  })
  return response.message
}

export async function verifyResetCode(code: string) {
  const response = await apiRequest(resetVerifyResponse, '/accounts/reset/verify', {
    method: 'POST',
    token: false,
    json: { code },
  })
  return response.data.code
}

export async function fetchSecurityQuestion(code: string) {
  const response = await apiRequest(questionGenerateResponse, '/accounts/reset/question/generate', {
    method: 'POST',
    token: false,
    json: { code },
  })
  return response.data
}

export async function answerSecurityQuestion(body: QuestionVerifyRequest) {
  const response = await apiRequest(questionVerifyResponse, '/accounts/reset/question/verify', {
    method: 'POST',
    token: false,
    json: body,
  })
  return response.message
}

/** Both reset forms: the emailed link sends `token`, the multi-step flow sends `code`. */
export async function resetPassword(body: ResetPasswordRequest) {
  const response = await apiRequest(resetPasswordResponse, '/accounts/reset/password', {
    method: 'POST',
    token: false,
    json: body,
  })
  return response.data
}

/** Spec §7: a form post. */
export async function changePassword(body: ChangePasswordRequest) {
  const response = await apiRequest(changePasswordResponse, '/accounts/change-password', {
    method: 'POST',
    body: new URLSearchParams(body),
  })
  return response.message
}
