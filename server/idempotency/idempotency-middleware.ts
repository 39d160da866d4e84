/**
 * Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header Field"): a
 * write sent again with the same key — by the app's outbox after a lost
 * answer, a timeout or a reload — gets the first answer back and is not
 * applied twice. Keys are per user, method and path, remembered 24 hours.
 *
 * - first request: the key is reserved, the request runs; a 2xx answer is
 *   stored, any other answer releases the key (nothing was applied);
 * - same key again: the stored status and body, with `Idempotent-Replayed: true`;
 * - same key while the first is still running: 409 + Retry-After: 1;
 * - same key, different body: 422.
 * Every applied write (with or without a key) also goes to the write log,
 * which GET /__test/idempotency shows: a fingerprint and the body without its
 * secrets (write-log-entry.ts), never the request as sent.
 */
import { createHash } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppContext, AppEnv } from '../context'
import { errorResponse } from '../http/errors'
import {
  completeKey,
  countReplay,
  findKey,
  forgetExpired,
  logWrite,
  releaseKey,
  reserveKey,
  STALE_PENDING_MS,
  type KeyScope,
} from './idempotency-store'
import { loggedBody, requestFingerprint } from './write-log-entry'

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const MAX_KEY_LENGTH = 255

export function idempotencyMiddleware(ctx: AppContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    // Public calls (login, password reset) have no user: keys are per user, so they pass.
    const vars: Partial<AppEnv['Variables']> = c.var
    const user = vars.user
    if (!WRITES.has(c.req.method) || !user) return next()
    const key = c.req.header('idempotency-key')?.trim() || null
    if (key !== null && key.length > MAX_KEY_LENGTH) return errorResponse(c, 400, 'The Idempotency-Key header is too long.')
    const bytes = Buffer.from(await c.req.raw.clone().arrayBuffer())
    const now = ctx.now().getTime()
    forgetExpired(ctx.db, now)

    const scope: KeyScope | null = key === null ? null : { key, userId: user.id, method: c.req.method, path: c.req.path }
    if (scope) {
      const fingerprint = createHash('sha256').update(bytes).digest('hex')
      const found = findKey(ctx.db, scope)
      if (found && found.fingerprint !== fingerprint) {
        return errorResponse(c, 422, 'This Idempotency-Key was already used for a different request.')
      }
      if (found?.state === 'done' && found.status !== null && found.body !== null) {
        countReplay(ctx.db, scope)
        return new Response(found.body, {
          status: found.status,
          headers: { 'Content-Type': 'application/json; charset=UTF-8', 'Idempotent-Replayed': 'true' },
        })
      }
      if (found?.state === 'pending' && now - found.created_at < STALE_PENDING_MS) {
        c.header('Retry-After', '1')
        return errorResponse(c, 409, 'A request with this Idempotency-Key is still being processed.')
      }
      reserveKey(ctx.db, scope, fingerprint, now)
    }

    await next()

    const status = c.res.status
    if (status >= 200 && status < 300) {
      const body = await c.res.clone().text()
      if (scope) completeKey(ctx.db, scope, status, body)
      logWrite(ctx.db, {
        userId: user.id,
        method: c.req.method,
        path: c.req.path,
        key,
        at: now,
        fingerprint: requestFingerprint(c.req.method, c.req.path, bytes),
        body: loggedBody(c.req.header('content-type') ?? '', bytes),
      })
    } else if (scope) {
      releaseKey(ctx.db, scope)
    }
  }
}
