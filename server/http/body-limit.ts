/**
 * One limit on request bodies, applied before anything reads them (auth,
 * idempotency's fingerprint, the handlers): a 400 MB upload used to be read
 * whole first (138 MB → 1.37 GB). Hono's bodyLimit refuses a declared
 * Content-Length at once and stops reading a streamed body at the limit.
 */
import type { Context, MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { UPLOAD_MAX_BYTES } from '../../src/lib/contract/catalogue'
import type { AppEnv } from '../context'
import { errorResponse } from './errors'

/** The photo itself plus room for the multipart envelope around it. */
export const UPLOAD_BODY_LIMIT = UPLOAD_MAX_BYTES + 64 * 1024
/** JSON and forms: the largest the app sends (a 48-line cart) is a few KB. */
export const JSON_BODY_LIMIT = 100 * 1024

/** 413, closing the connection: otherwise Node would read (and drop) the rest of the body to keep it alive. */
function tooLarge(c: Context, message: string) {
  c.header('Connection', 'close')
  return errorResponse(c, 413, message)
}

const uploadLimit = bodyLimit({ maxSize: UPLOAD_BODY_LIMIT, onError: (c) => tooLarge(c, 'The file may not be greater than 5 MB.') })
const defaultLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: (c) => tooLarge(c, 'The request is too large (the limit is 100 KB).') })

export function limitBodies(): MiddlewareHandler<AppEnv> {
  return (c, next) => (/^\/v3\/upload\/?$/.test(c.req.path) ? uploadLimit(c, next) : defaultLimit(c, next))
}
