/**
 * The one error model of the local API: every failure is an HTTP status >= 400
 * with `{ status: 'error', message, data? }` (spec §8).
 */
import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { sendJson } from './respond'

class HttpError extends Error {
  readonly status: ContentfulStatusCode
  readonly data: unknown

  constructor(status: ContentfulStatusCode, message: string, data?: unknown) {
    super(message)
    this.status = status
    this.data = data
  }
}

/** Stops the handler with an error answer. */
export function fail(status: ContentfulStatusCode, message: string, data?: unknown): never {
  throw new HttpError(status, message, data)
}

export function errorResponse(c: Context, status: ContentfulStatusCode, message: string, data?: unknown) {
  return sendJson(c, data === undefined ? { status: 'error', message } : { status: 'error', message, data }, status)
}

/** `app.onError`: known errors keep their status; anything else is a 500. */
export function handleError(error: Error, c: Context) {
  if (error instanceof HttpError) return errorResponse(c, error.status, error.message, error.data)
  console.error(error)
  return errorResponse(c, 500, 'An Error Occurred')
}
