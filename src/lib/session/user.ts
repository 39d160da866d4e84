/** The signed-in user as the app keeps it (spec §3 "Authenticated user"). */
import * as v from 'valibot'

export const sessionRole = v.object({
  name: v.string(),
  display_name: v.string(),
  url: v.string(),
  can_access: v.boolean(),
})
export type SessionRole = v.InferOutput<typeof sessionRole>

export const authUser = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.nullable(v.string()),
  isInternalUser: v.boolean(),
  roles: v.array(sessionRole),
  credentials: v.object({
    accessToken: v.pipe(v.string(), v.nonEmpty()),
    accountServiceToken: v.string(),
    refreshToken: v.string(),
  }),
  /** Chosen at login: a trusted device keeps the cookie 30 days and the offline cache. */
  rememberMe: v.boolean(),
})
export type AuthUser = v.InferOutput<typeof authUser>

/** A short, stable, non-reversible-at-a-glance key for per-user storage names. */
export function userStorageKey(user: Pick<AuthUser, 'email'>): string {
  let hash = 0x811c9dc5
  for (const char of user.email.trim().toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0
    hash = Math.imul(hash, 0x01000193) >>> 0
  }
  return hash.toString(36)
}
