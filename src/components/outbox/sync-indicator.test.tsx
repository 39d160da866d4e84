import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { clearOutbox, enqueueWrite, registerOutboxHandler, stopOutbox } from '@/lib/outbox'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { renderWithProviders } from '@/test/render'
import { SyncIndicator } from './sync-indicator'
import { openPendingChanges } from './open-pending-changes'
import { testUser } from '@/test/auth-user'

const user = testUser({ email: 'indicator@example.com' })
const rollbacks: string[] = []

beforeEach(() => {
  // Offline: the writes stay queued for the test to look at.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  sessionStore.signIn(user)
  registerOutboxHandler('test.note', {
    schema: v.object({ text: v.string() }),
    run: () => Promise.resolve(null),
    describe: ({ text }) => `Note ${text}`,
    onSettledWithoutSuccess: ({ text }) => void rollbacks.push(text),
  })
})

afterEach(async () => {
  vi.restoreAllMocks()
  stopOutbox()
  await clearOutbox(userStorageKey(user))
  sessionStore.signOut()
})

describe('SyncIndicator', () => {
  it("opens Pending changes when another screen asks (the home page's card)", async () => {
    renderWithProviders(<SyncIndicator />)
    await enqueueWrite({ kind: 'test.note', group: 'one', payload: { text: 'one' } })
    await screen.findByRole('button', { name: '1 change waiting' })
    expect(screen.queryByRole('dialog', { name: 'Pending changes' })).toBeNull()
    act(() => openPendingChanges())
    expect(await screen.findByRole('dialog', { name: 'Pending changes' })).toBeInTheDocument()
  })

  it('counts the waiting changes and lists them in Pending changes, where one can be discarded', async () => {
    renderWithProviders(<SyncIndicator />)
    expect(screen.queryByRole('button')).toBeNull()
    for (const text of ['one', 'two', 'three']) await enqueueWrite({ kind: 'test.note', group: text, payload: { text } })

    await userEvent.click(await screen.findByRole('button', { name: '3 changes waiting' }))
    const drawer = await screen.findByRole('dialog', { name: 'Pending changes' })
    const items = within(drawer).getAllByRole('listitem')
    expect(items.map((item) => item.getAttribute('aria-label'))).toEqual(['Note one', 'Note two', 'Note three'])
    // The drawer fades in (Mantine's transition): visible once it has, which a busy machine makes longer.
    await vi.waitFor(() => expect(within(items[1] ?? drawer).getByText('Waiting')).toBeVisible())

    await userEvent.click(within(items[1] ?? drawer).getByRole('button', { name: 'Discard' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Yes, discard' }))
    await vi.waitFor(() => expect(within(drawer).getAllByRole('listitem')).toHaveLength(2))
    expect(rollbacks).toContain('two')
    expect(screen.getByRole('button', { name: '2 changes waiting' })).toBeVisible()
  })

  it('keeps focus in Pending changes when the focused button goes with its change', async () => {
    renderWithProviders(<SyncIndicator />)
    await enqueueWrite({ kind: 'test.note', group: 'one', payload: { text: 'one' } })
    await userEvent.click(await screen.findByRole('button', { name: '1 change waiting' }))
    const drawer = await screen.findByRole('dialog', { name: 'Pending changes' })

    // Discard and its question take turns in one place: focus stays there (React keeps the button element).
    await userEvent.click(within(drawer).getByRole('button', { name: 'Discard' }))
    await vi.waitFor(() => expect(within(drawer).getByRole('button', { name: 'Keep it' })).toHaveFocus())
    await userEvent.click(within(drawer).getByRole('button', { name: 'Keep it' }))
    await vi.waitFor(() => expect(within(drawer).getByRole('button', { name: 'Discard' })).toHaveFocus())

    // The change goes with the focused "Yes, discard": focus lands on the drawer, not on the page behind.
    await userEvent.click(within(drawer).getByRole('button', { name: 'Discard' }))
    await userEvent.click(within(drawer).getByRole('button', { name: 'Yes, discard' }))
    await vi.waitFor(() => expect(drawer).toHaveTextContent('Everything has been sent.'))
    await vi.waitFor(() => expect(drawer).toHaveFocus())
  })

  it('announces the count in a status, and has no status while nothing waits', async () => {
    renderWithProviders(<SyncIndicator />)
    expect(screen.queryByRole('status')).toBeNull()
    await enqueueWrite({ kind: 'test.note', group: 'one', payload: { text: 'one' } })
    expect(await screen.findByRole('status')).toHaveTextContent('1 change waiting')
  })
})
