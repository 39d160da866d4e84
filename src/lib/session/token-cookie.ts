/**
 * The access token lives in the `rat` cookie (spec §6, §9): 2 days, or 30
 * with remember-me; the account-service tokens beside it. Protected pages compare it with the signed-in user's
 * token, so an expired cookie ends the session.
 */
import { config } from '@/config/env'
import { SESSION_DAYS } from '@/config/constants'
import { TOKEN_COOKIE } from './cookie-names'
import { readCookie } from './session-hint'

const ACCOUNT_SERVICE_COOKIE = 'DAARA'
const REFRESH_COOKIE = 'DAARA_REFRESH'
/** Every cookie of a session (spec §9); cleared on logout. */
const SESSION_COOKIES = [TOKEN_COOKIE, ACCOUNT_SERVICE_COOKIE, REFRESH_COOKIE] as const

function domainPart() {
  return config.cookieDomain ? `; domain=${config.cookieDomain}` : ''
}

function securePart() {
  return window.location.protocol === 'https:' ? '; secure' : ''
}

export function writeCookie(name: string, value: string, days: number) {
  const maxAge = Math.round(days * 24 * 60 * 60)
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${domainPart()}${securePart()}`
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax${domainPart()}`
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`
}

/**
 * The session's cookies (spec §9: rat, DAARA and a refresh-token cookie), all
 * with the session's lifetime, so the provider's other sites on the cookie
 * domain (the accounts site behind "My profile") share the sign-in.
 */
export function writeSessionCookies(
  tokens: { accessToken: string; accountServiceToken: string; refreshToken: string },
  rememberMe: boolean,
) {
  const days = rememberMe ? SESSION_DAYS.rememberMe : SESSION_DAYS.default
  writeCookie(TOKEN_COOKIE, tokens.accessToken, days)
  // A session begun from a bare access token (/auth?at=) has no account-service tokens: nothing to share.
  if (tokens.accountServiceToken) writeCookie(ACCOUNT_SERVICE_COOKIE, tokens.accountServiceToken, days)
  if (tokens.refreshToken) writeCookie(REFRESH_COOKIE, tokens.refreshToken, days)
}

export function readTokenCookie() {
  return readCookie(TOKEN_COOKIE)
}

/** Removes every cookie this origin can see, the session ones first. */
export function clearAllCookies() {
  for (const name of SESSION_COOKIES) deleteCookie(name)
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim()
    if (name) deleteCookie(name)
  }
}
