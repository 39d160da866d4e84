/**
 * The one error model of the app (spec §8): `code` is the HTTP status, 0 when
 * the network failed; `message` is the server's message, else the status
 * text, else 'An Error Occurred'.
 */
export const DEFAULT_ERROR_MESSAGE = 'An Error Occurred'

export type ApiErrorKind = 'network' | 'http' | 'malformed'

export class ApiError extends Error {
  readonly code: number
  readonly kind: ApiErrorKind
  /** The response's `data`, when the server attached some (e.g. the 409 variable bill). */
  readonly detail: unknown
  /** The server's own message; undefined when it sent none (then `message` is the status text). */
  readonly serverMessage: string | undefined
  /** How long the server asked us to wait (its Retry-After header), when it said. */
  readonly retryAfterMs: number | undefined

  constructor(
    code: number,
    message: string,
    kind: ApiErrorKind,
    detail?: unknown,
    serverMessage?: string,
    retryAfterMs?: number,
  ) {
    super(message || DEFAULT_ERROR_MESSAGE)
    this.name = 'ApiError'
    this.code = code
    this.kind = kind
    this.detail = detail
    this.serverMessage = serverMessage
    this.retryAfterMs = retryAfterMs
  }

  get isNetwork() {
    return this.kind === 'network'
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
