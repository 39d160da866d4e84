/**
 * The one HTTP client (wretch): base URL, bearer token, JSON. Every response
 * goes through a valibot schema here, at the boundary, so screens only ever
 * see typed, validated data — or an ApiError.
 */
import wretch from 'wretch'
import * as v from 'valibot'
import { config } from '@/config/env'
import { sessionStore } from '@/lib/session/session-store'
import { ApiError, DEFAULT_ERROR_MESSAGE, parseRetryAfter } from './api-error'
import { takeEarlyAnswer } from './early-request'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

export type RequestOptions = {
  method?: HttpMethod
  /** JSON body. */
  json?: object
  /**
   * Multipart or url-encoded body (the browser sets the content type), or
   * bytes built by the caller with a Content-Type in `headers` (a multipart
   * body with a fixed boundary, so a replay with the same Idempotency-Key is
   * the same request).
   */
  body?: FormData | URLSearchParams | Blob
  query?: Record<string, string | number | undefined>
  /** Use this token instead of the session's (e.g. /auth?at=). `false` sends none. */
  token?: string | false
  signal?: AbortSignal
  /** Extra request headers (e.g. the outbox's Idempotency-Key). */
  headers?: Record<string, string>
}

const failureBody = v.partial(v.object({ message: v.string(), data: v.unknown() }))

const api = wretch(config.apiBaseUrl).headers({ Accept: 'application/json' })

function withQuery(path: string, query: RequestOptions['query']) {
  if (!query) return path
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined) params.set(key, String(value))
  }
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

function readJson(text: string): unknown {
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function toApiError(error: unknown, withoutSession: boolean): ApiError {
  if (error instanceof ApiError) return error
  if (error instanceof Error && 'status' in error && typeof error.status === 'number') {
    // Failures are read leniently: a missing message must not hide the status.
    const parsed = v.safeParse(failureBody, readJson(error.message))
    const body = parsed.success ? parsed.output : {}
    const response = 'response' in error && error.response instanceof Response ? error.response : null
    const message = body.message || response?.statusText || DEFAULT_ERROR_MESSAGE
    const retryAfterMs = parseRetryAfter(response?.headers.get('Retry-After'))
    return new ApiError(error.status, message, 'http', { detail: body.data, serverMessage: body.message, retryAfterMs, withoutSession })
  }
  if (error instanceof DOMException && error.name === 'AbortError') throw error
  return new ApiError(0, DEFAULT_ERROR_MESSAGE, 'network')
}

function send(path: string, options: RequestOptions, token: string | null) {
  let request = api.url(withQuery(path, options.query)).options({ signal: options.signal })
  if (token) request = request.auth(`Bearer ${token}`)
  if (options.headers) request = request.headers(options.headers)
  if (options.json !== undefined) request = request.json(options.json)
  else if (options.body) request = request.body(options.body)
  return request
    .fetch(options.method ?? 'GET')
    .res()
    .then((response) => response.text())
}

/** Sends a request and parses the JSON answer with `schema`. */
export async function apiRequest<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  options: RequestOptions = {},
): Promise<v.InferOutput<TSchema>> {
  const token = options.token === undefined ? sessionStore.getAccessToken() : options.token
  // A 401 ends the session only when the session's own token was refused (not a sign-in's password).
  const withoutSession = options.token !== undefined || !token

  // A plain read the boot script already started (early-request.ts): its answer once, else the usual request.
  const plainRead = options.method === undefined && options.token === undefined && !options.headers && !options.signal
  const early = plainRead ? takeEarlyAnswer(`${config.apiBaseUrl}${withQuery(path, options.query)}`, token || null) : null
  let text = early ? await early : null
  if (text === null) {
    try {
      text = await send(path, options, token || null)
    } catch (error) {
      const failure = toApiError(error, withoutSession)
      // Decisions: 'Tabs on a shared phone': this user signed in again in another tab, which ended the token this
      // request carried; the session lives on with the new cookie, so the request goes again with it (a 401 acted on nothing).
      const renewed = failure.endsSession && token ? await sessionStore.renewedToken(token) : null
      if (!renewed) throw failure
      text = await send(path, options, renewed).catch((again: unknown) => {
        throw toApiError(again, false)
      })
    }
  }
  const parsed = v.safeParse(schema, readJson(text))
  if (!parsed.success) {
    const where = v.getDotPath(parsed.issues[0]) ?? '(root)'
    throw new ApiError(200, `Unexpected response from ${path} at ${where}`, 'malformed', { detail: parsed.issues })
  }
  return parsed.output
}
