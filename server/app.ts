/**
 * The local provider API (spec §7) as a Hono app. `createApp` wires a
 * database, a clock and settings into the routes, so tests run it on a fresh
 * `:memory:` database and a controllable `now`.
 */
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { accountRoutes } from './accounts/account-routes'
import { createAttemptLimits } from './accounts/attempt-limits'
import { resetRoutes } from './accounts/reset-routes'
import { cartRoutes } from './billing/cart-routes'
import { paymentRoutes } from './billing/payment-routes'
import { refundRoutes } from './billing/refund-routes'
import { renewRoutes } from './billing/renew-routes'
import { variableRoutes } from './billing/variable-routes'
import { catalogueRoutes } from './catalogue/catalogue-routes'
import { uploadRoutes } from './catalogue/upload-routes'
import type { AppConfig, AppContext, AppEnv } from './context'
import { Db, isEmpty, openDatabase } from './db/database'
import { enrolleeRoutes } from './enrollees/enrollee-routes'
import { profileRoutes } from './enrollees/profile-routes'
import { statusRoutes } from './enrollees/status-routes'
import { faultMiddleware } from './faults/fault-middleware'
import { FaultStore } from './faults/fault-store'
import { hookRoutes } from './hooks/hook-routes'
import { idempotencyMiddleware } from './idempotency/idempotency-middleware'
import { requireAuth } from './http/auth'
import { limitBodies } from './http/body-limit'
import { guardOrigins } from './http/origin-guard'
import { errorResponse, handleError } from './http/errors'
import { noStore } from './http/no-store'
import { invoiceRoutes } from './invoices/invoice-routes'
import { DAY_MS } from './lib/dates'
import { payRoutes } from './pay-page/pay-routes'
import { seed } from './seed'

/** The app's origins in preview (4173) and dev (5173), when none is configured. */
const DEFAULT_APP_ORIGINS = ['http://localhost:4173', 'http://127.0.0.1:4173', 'http://localhost:5173', 'http://127.0.0.1:5173']

export type CreateAppOptions = Partial<AppConfig> & {
  /** An open database, or a path to open (`:memory:` for tests). Seeded when empty. */
  db: Db | string
  now?: () => Date
}

/**
 * The origins CORS lets in and payments may return to: the configured ones (else the defaults) and the app
 * URL's. Only these: a callback to any other port of localhost could be another program's (decisions: 'A shared phone and payments').
 */
function appOriginsOf(options: CreateAppOptions): string[] {
  const configured = options.appOrigins?.length ? options.appOrigins : DEFAULT_APP_ORIGINS
  return [...new Set([...configured, new URL(options.appUrl ?? 'http://localhost:4173').origin])]
}

function createContext(options: CreateAppOptions): AppContext {
  const db = typeof options.db === 'string' ? openDatabase(options.db) : options.db
  const ctx: AppContext = {
    db,
    now: options.now ?? (() => new Date()),
    faults: new FaultStore(),
    tokenTtlMs: options.tokenTtlMs ?? 30 * DAY_MS,
    shortTokenTtlMs: options.shortTokenTtlMs ?? Math.min(2 * DAY_MS, options.tokenTtlMs ?? 30 * DAY_MS),
    limits: createAttemptLimits(),
    uploadsDir: options.uploadsDir ?? join(tmpdir(), 'hmo-local-api-uploads'),
    appUrl: options.appUrl ?? 'http://localhost:4173',
    appOrigins: appOriginsOf(options),
    supportEmail: options.supportEmail ?? 'support@example.com',
  }
  if (isEmpty(db)) seed(db, ctx.now(), ctx.appUrl)
  return ctx
}

export function createApp(options: CreateAppOptions) {
  const ctx = createContext(options)
  const app = new Hono<AppEnv>()

  // First, so errors, faults and CORS preflights are covered too.
  app.use('*', noStore())
  app.use(
    '*',
    cors({
      origin: (origin) => (ctx.appOrigins.includes(origin) ? origin : null),
      credentials: true,
      allowHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
      exposeHeaders: ['Retry-After', 'Idempotent-Replayed'],
      allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      maxAge: 600,
    }),
  )
  // Before anything reads a body (auth, idempotency's fingerprint, the handlers).
  app.use('*', limitBodies())
  app.use('*', guardOrigins(ctx))
  app.use('*', faultMiddleware(ctx.faults))
  app.use('/v3/*', requireAuth(ctx))
  // After the fault hook (a stall happens before the key is reserved) and after auth (keys are per user).
  app.use('/v3/*', idempotencyMiddleware(ctx))
  app.onError(handleError)
  app.notFound((c) => errorResponse(c, 404, 'Not Found'))

  const uploads = uploadRoutes(ctx)
  for (const routes of [
    accountRoutes(ctx),
    resetRoutes(ctx),
    enrolleeRoutes(ctx),
    statusRoutes(ctx),
    profileRoutes(ctx),
    invoiceRoutes(ctx),
    cartRoutes(ctx),
    paymentRoutes(ctx),
    renewRoutes(ctx),
    variableRoutes(ctx),
    refundRoutes(ctx),
    catalogueRoutes(ctx),
    uploads.api,
  ]) {
    app.route('/v3', routes)
  }
  app.route('/uploads', uploads.files)
  app.route('/pay', payRoutes(ctx))
  app.route('/', hookRoutes(ctx))
  return app
}
