import type { AuthUser } from '@/lib/session/user'

/** A signed-in plan owner for tests; each test overrides what it is about (e-mail, token, remember-me). */
export function testUser(overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    firstName: 'Ada',
    lastName: 'Okafor',
    email: 'owner@example.com',
    phoneNumber: null,
    isInternalUser: false,
    roles: [{ name: 'user', display_name: 'Plan owner', url: '/dashboard/enrollees', can_access: true }],
    credentials: { accessToken: 'token-1', accountServiceToken: '', refreshToken: '' },
    rememberMe: false,
    ...overrides,
  }
}
