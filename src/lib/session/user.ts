/** The signed-in user as the app keeps it (spec §3 "Authenticated user"). */
import * as v from 'valibot'

const sessionRole = v.object({
  name: v.string(),
  display_name: v.string(),
  url: v.string(),
  can_access: v.boolean(),
})
export type SessionRole = v.InferOutput<typeof sessionRole>

/** A SHA-256, hex: what per-user keys and the token fingerprint are made of. */
export const sha256Hex = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/))

/**
 * The profile only: no token. The session cookies are the one copy of the
 * credentials (decisions: 'A shared phone and payments'), so what is kept in storage cannot sign anyone in.
 */
export const authUser = v.object({
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phoneNumber: v.nullable(v.string()),
  isInternalUser: v.boolean(),
  roles: v.array(sessionRole),
  /** Chosen at login: a trusted device keeps the cookie 30 days and the offline cache. */
  rememberMe: v.boolean(),
  /** SHA-256 of the normalised e-mail (see owner-key.ts), computed once at sign-in. */
  ownerKey: sha256Hex,
})
export type AuthUser = v.InferOutput<typeof authUser>

/** The tokens a sign-in hands over; they go into the session cookies and nowhere else. */
type SessionTokens = { accessToken: string; accountServiceToken: string; refreshToken: string }

/** What starts a session: the profile to keep, and the tokens to put in the cookies. */
export type NewSession = AuthUser & { credentials: SessionTokens }

/**
 * The key of everything stored per user (query cache, drafts, outbox jobs).
 * A SHA-256, so two e-mails never share one (a 32-bit hash could be made to
 * collide by brute force in a minute and hand one user another's data).
 */
export function userStorageKey(user: Pick<AuthUser, 'ownerKey'>): string {
  return user.ownerKey
}
