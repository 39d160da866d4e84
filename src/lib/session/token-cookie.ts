/**
 * The access token lives in the `rat` cookie (spec §6, §9): 2 days, or 30
 * with remember-me. Protected pages compare it with the signed-in user's
 * token, so an expired cookie ends the session.
 */
import { config } from '@/config/env'
import { SESSION_DAYS } from '@/config/constants'

export const TOKEN_COOKIE = 'rat'
/** Other cookies the provider's sites set (spec §9); cleared on logout. */
export const SESSION_COOKIES = [TOKEN_COOKIE, 'DAARA', 'DAARA_REFRESH'] as const

function domainPart() {
  return config.cookieDomain ? `; domain=${config.cookieDomain}` : ''
}

function securePart() {
  return window.location.protocol === 'https:' ? '; secure' : ''
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [key, ...rest] = part.trim().split('=')
    if (key === name) return decodeURIComponent(rest.join('='))
  }
  return null
}

export function writeCookie(name: string, value: string, days: number) {
  const maxAge = Math.round(days * 24 * 60 * 60)
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAge}; samesite=lax${domainPart()}${securePart()}`
}

export function deleteCookie(name: string) {
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax${domainPart()}`
  document.cookie = `${name}=; path=/; max-age=0; samesite=lax`
}

export function writeTokenCookie(token: string, rememberMe: boolean) {
  writeCookie(TOKEN_COOKIE, token, rememberMe ? SESSION_DAYS.rememberMe : SESSION_DAYS.default)
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
