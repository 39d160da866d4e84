import type { NewSession } from '@/lib/session/user'

/**
 * A stand-in for the SHA-256 owner key, synchronous for tests: distinct per
 * e-mail (its hex, padded), and of the stored shape (64 hex digits).
 */
export function testOwnerKey(email: string): string {
  const hex = Array.from(new TextEncoder().encode(email.trim().toLowerCase()), (byte) => byte.toString(16).padStart(2, '0')).join('')
  return hex.padEnd(64, '0').slice(0, 64)
}

/** A signed-in plan owner for tests; each test overrides what it is about (e-mail, token, remember-me). */
export function testUser(overrides: Partial<NewSession> = {}): NewSession {
  const email = overrides.email ?? 'owner@example.com'
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    email,
    phoneNumber: null,
    isInternalUser: false,
    roles: [{ name: 'user', display_name: 'Plan owner', url: '/dashboard/enrollees', can_access: true }],
    credentials: { accessToken: 'token-1', accountServiceToken: '', refreshToken: '' },
    rememberMe: false,
    ownerKey: testOwnerKey(email),
    ...overrides,
  }
}
