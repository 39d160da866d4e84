import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { countPending, enqueueWrite, purgeExpiredJobs, registerOutboxHandler, stopOutbox } from '@/lib/outbox'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { renderWithProviders } from '@/test/render'
import { testUser } from '@/test/auth-user'
import { ExpiredChangesNotice } from './expired-changes-notice'

const DAY = 24 * 60 * 60 * 1000
// A shared phone (no remember-me): changes are kept 2 days at most.
const user = testUser({ email: 'expiry@example.com', rememberMe: false })

beforeEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  sessionStore.signIn(user)
  registerOutboxHandler('test.visit', {
    schema: v.object({ name: v.string() }),
    run: () => Promise.resolve(null),
    describe: ({ name }) => `Details of ${name}`,
  })
})

afterEach(() => {
  vi.restoreAllMocks()
  stopOutbox()
  sessionStore.signOut()
})

describe('ExpiredChangesNotice', () => {
  it('deletes a change whose time is up and tells its owner what went', async () => {
    renderWithProviders(<ExpiredChangesNotice />)
    const made = new Date('2025-06-01T09:00:00Z').getTime()
    const now = vi.spyOn(Date, 'now').mockReturnValue(made)
    await enqueueWrite({ kind: 'test.visit', group: 'a', payload: { name: 'Tunde Bakare' } })
    expect(await purgeExpiredJobs()).toBe(0)

    now.mockReturnValue(made + 2 * DAY)
    expect(await purgeExpiredJobs()).toBe(1)
    expect(await countPending(userStorageKey(user))).toBe(0)
    const notice = await screen.findByRole('dialog', { name: 'Changes removed' })
    expect(notice).toHaveTextContent('1 change made on 1 Jun was not sent in time and was removed: Details of Tunde Bakare.')

    await userEvent.click(screen.getByRole('button', { name: 'Okay' }))
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changes removed' })).toBeNull())
  })
})
