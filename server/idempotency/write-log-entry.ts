/**
 * What the write log keeps of an applied write (decisions: 'A shared phone and payments'). Never the raw body: it held passwords
 * (`old_password=…` from a change of password). The log keeps a fingerprint of the whole request, and for
 * the exactly-once checks of the e2e suite (which edit reached the server, in which order) a copy of a JSON
 * or form body with every secret field removed; a multipart body (a photo) is not kept at all.
 */
import { createHash } from 'node:crypto'

/** Field names whose values are secrets: passwords, tokens, reset codes, security answers, card data. */
const SECRET_FIELD = /password|token|secret|^code$|answer|card|cvv|^pin$/i

/** SHA-256 of method, path and body: proves two writes were the same request without keeping it. */
export function requestFingerprint(method: string, path: string, body: Uint8Array): string {
  return createHash('sha256').update(`${method} ${path}\n`).update(body).digest('hex')
}

function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, item]) => [name, withoutSecrets(item)]),
  )
}

function parsed(contentType: string, text: string): unknown {
  if (contentType.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text))
  if (contentType.includes('multipart/form-data') || text.trim() === '') return undefined
  try {
    const body: unknown = JSON.parse(text)
    return body
  } catch {
    return undefined
  }
}

/** The body as the log shows it: JSON without secret fields, or '' when there is nothing safe to show. */
export function loggedBody(contentType: string, body: Uint8Array): string {
  const value = parsed(contentType, new TextDecoder().decode(body))
  return value === undefined ? '' : JSON.stringify(withoutSecrets(value))
}
