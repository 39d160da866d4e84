/** What every route module receives: the database, the clock and the settings. */
import type { Db } from './db/database'
import type { FaultStore } from './faults/fault-store'
import type { User } from './accounts/users'
import type { AttemptLimits } from './accounts/attempt-limits'

export type AppConfig = {
  /** Lifetime of a remember-me session's token (default 30 days). */
  tokenTtlMs: number
  /** Lifetime of a token signed in without remember-me (default 2 days, never more than tokenTtlMs). */
  shortTokenTtlMs: number
  /** Where uploaded files are stored. */
  uploadsDir: string
  /** The app's own URL: role urls and the default payment callback. */
  appUrl: string
  /** Origins allowed by CORS and as payment callbacks (besides localhost). */
  appOrigins: string[]
  /** Shown in server messages (spec §8). */
  supportEmail: string
}

export type AppContext = AppConfig & {
  db: Db
  now: () => Date
  faults: FaultStore
  /** Failed sign-ins and reset codes (cleared by /__test/reset). */
  limits: AttemptLimits
}

/** Hono environment: the signed-in user, set by the auth middleware. */
export type AppEnv = { Variables: { user: User; token: string } }
