/**
 * Decisions: 'A shared phone and payments': what a session's end does to its user's queued writes. A shared
 * phone (no remember-me) never keeps them past a short sign-in-again grace; a
 * trusted device keeps them for its owner unless the logout was confirmed.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import * as v from 'valibot'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { testUser } from '@/test/auth-user'
import {
  clearOutbox,
  countPending,
  enqueueWrite,
  purgeExpiredJobs,
  settleWritesAtSessionEnd,
  SIGN_IN_AGAIN_GRACE_MS,
  stopOutbox,
} from './outbox'
import { registerOutboxHandler } from './registry'

const user = testUser({ email: 'session-end@example.com' })
const owner = userStorageKey(user)

beforeEach(async () => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  sessionStore.signIn(user)
  registerOutboxHandler('test.end', { schema: v.object({ n: v.number() }), run: () => Promise.resolve(null) })
  await enqueueWrite({ kind: 'test.end', group: 'g', payload: { n: 1 } })
  stopOutbox()
  sessionStore.signOut()
})

afterEach(async () => {
  vi.restoreAllMocks()
  await clearOutbox(owner)
})

describe('settleWritesAtSessionEnd', () => {
  it.each([
    ['a shared phone, no choice (a switch of user)', false, undefined, 0],
    ['a shared phone, logout confirmed', false, 'discard', 0],
    ['a trusted device, logout confirmed', true, 'discard', 0],
    ['a trusted device, no choice (a switch of user)', true, undefined, 1],
    ['a trusted device, ended by itself, "Sign in again"', true, 'keep', 1],
  ] as const)('%s', async (_case, rememberMe, choice, left) => {
    await settleWritesAtSessionEnd(owner, rememberMe, choice)
    expect(await countPending(owner)).toBe(left)
  })

  it('a shared phone whose session ended by itself keeps them only for the grace, then deletes them', async () => {
    const start = Date.now()
    await settleWritesAtSessionEnd(owner, false, 'keep')
    expect(await countPending(owner)).toBe(1)
    vi.spyOn(Date, 'now').mockReturnValue(start + SIGN_IN_AGAIN_GRACE_MS + 1)
    await purgeExpiredJobs()
    expect(await countPending(owner)).toBe(0)
  })
})
