import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import * as v from 'valibot'
import { clearOutbox, enqueueWrite, registerOutboxHandler, stopOutbox, syncNow } from '@/lib/outbox'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { renderWithProviders } from '@/test/render'
import { COUNT_EVERY_MS, SyncIndicator } from './sync-indicator'
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

describe('SyncIndicator while a round sends', () => {
  /** Three queued changes whose sends finish when the test says, each in its own group (sent side by side). */
  async function threeHeldSends() {
    const held = new Map<string, () => void>()
    registerOutboxHandler('test.held', {
      schema: v.object({ text: v.string() }),
      run: ({ text }) => new Promise((resolve) => held.set(text, () => resolve(null))),
      describe: ({ text }) => `Held ${text}`,
    })
    renderWithProviders(<SyncIndicator />)
    for (const text of ['one', 'two', 'three']) await enqueueWrite({ kind: 'test.held', group: text, payload: { text } })
    await screen.findByRole('button', { name: '3 changes waiting' })
    // Every label the indicator shows, in order.
    const shown: string[] = []
    const observer = new MutationObserver(() => {
      const label = screen.queryByRole('button')?.textContent ?? ''
      if (label !== shown.at(-1)) shown.push(label)
    })
    observer.observe(document.body, { subtree: true, childList: true, characterData: true })
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
    syncNow()
    await vi.waitFor(() => expect(held.size).toBe(3))
    await screen.findByRole('button', { name: 'Syncing 1 of 3…' })
    const send = (text: string) =>
      act(async () => {
        held.get(text)?.()
        await Promise.resolve()
      })
    return { shown, send, stop: () => observer.disconnect() }
  }

  it('counts on at most every half second: sends that finish together are not each announced', async () => {
    const { shown, send, stop } = await threeHeldSends()
    await send('one')
    await send('two')
    await send('three')
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull())
    stop()
    expect(shown).toEqual(['Syncing 1 of 3…', ''])
  })

  it('a round that takes its time shows each count', async () => {
    const { shown, send, stop } = await threeHeldSends()
    await send('one')
    await screen.findByRole('button', { name: 'Syncing 2 of 3…' }, { timeout: COUNT_EVERY_MS * 3 })
    await send('two')
    await screen.findByRole('button', { name: 'Syncing 3 of 3…' }, { timeout: COUNT_EVERY_MS * 3 })
    await send('three')
    await vi.waitFor(() => expect(screen.queryByRole('button')).toBeNull())
    stop()
    expect(shown).toEqual(['Syncing 1 of 3…', 'Syncing 2 of 3…', 'Syncing 3 of 3…', ''])
  })
})
