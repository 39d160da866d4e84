/**
 * The one error model of the app (spec §8): `code` is the HTTP status, 0 when
 * the network failed; `message` is the server's message, else the status
 * text, else 'An Error Occurred'.
 */
export const DEFAULT_ERROR_MESSAGE = 'An Error Occurred'

export type ApiErrorKind = 'network' | 'http' | 'malformed'

/** What a failure may carry besides its status, message and kind. */
export type ApiErrorDetails = {
  /** The response's `data`, when the server attached some (e.g. the 409 variable bill). */
  detail?: unknown
  /** The server's own message; undefined when it sent none (then `message` is the status text). */
  serverMessage?: string
  /** How long the server asked us to wait (its Retry-After header), when it said. */
  retryAfterMs?: number
  /**
   * The request carried no session token (sign-in, password reset, /auth?at=): its 401 refuses the
   * credentials it sent, and says nothing about the session.
   */
  withoutSession?: boolean
}

export class ApiError extends Error {
  readonly code: number
  readonly kind: ApiErrorKind
  readonly detail: unknown
  readonly serverMessage: string | undefined
  readonly retryAfterMs: number | undefined
  readonly withoutSession: boolean

  constructor(code: number, message: string, kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(message || DEFAULT_ERROR_MESSAGE)
    this.name = 'ApiError'
    this.code = code
    this.kind = kind
    this.detail = details.detail
    this.serverMessage = details.serverMessage
    this.retryAfterMs = details.retryAfterMs
    this.withoutSession = details.withoutSession ?? false
  }

  get isNetwork() {
    return this.kind === 'network'
  }

  /** The server no longer accepts the session's token: the session is over (spec §6, "failure goes to /logout"). */
  get endsSession() {
    return this.code === 401 && !this.withoutSession
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/** Network failures and overloaded servers are worth retrying; 4xx answers are not. */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false
  return error.kind === 'network' || error.code >= 500 || error.code === 429
}

/**
 * Retry-After is either whole seconds ("120") or an HTTP date; a date in the
 * past means "now". Anything else is ignored.
 */
export function parseRetryAfter(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const date = Date.parse(text)
  if (Number.isNaN(date)) return undefined
  return Math.max(0, date - now)
}
