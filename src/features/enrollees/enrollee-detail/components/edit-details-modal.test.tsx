import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { clearOutbox, countPending, registerOutboxHandler, stopOutbox } from '@/lib/outbox'
import { wipeLocalData } from '@/lib/persistence/wipe-local-data'
import { sessionStore } from '@/lib/session/session-store'
import { userStorageKey } from '@/lib/session/user'
import { renderWithProviders } from '@/test/render'
import { enrolleeKeys } from '../../queries'
import { EDIT_DETAILS_JOB, editDetailsHandler } from '../edit-details-job'
import { enrolleeDetail } from '@/test/enrollee-sample'
import { EditDetailsModal } from './edit-details-modal'
import { testUser } from '@/test/auth-user'

const tunde = enrolleeDetail({ id: 1002, user_id: 1002, first_name: 'Tunde', last_name: 'Bakare', profile: null, phone_number: null })
const listRow: EnrolleeListItem = {
  id: 1002,
  first_name: 'Tunde',
  last_name: 'Bakare',
  email_address: tunde.email_address,
  phone_number: null,
  product_name: 'Red Beryl',
  active_status_id: 1,
  has_profile: false,
}

const owner = testUser()

function answer(body: unknown, status = 200) {
  const calls: RequestInit[] = []
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    calls.push(init)
    return Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } }))
  })
  return calls
}

/** The API by method: the edit reads the record (GET) before it sends (PATCH, decisions: 'A shared phone and payments'). */
function serveByMethod(bodies: Record<string, unknown>) {
  const calls: RequestInit[] = []
  vi.stubGlobal('fetch', (_url: string, init: RequestInit) => {
    calls.push(init)
    const body = bodies[init.method ?? 'GET']
    return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }))
  })
  return calls
}

/** Renders the modal the way the app runs it: signed in, the edit handler registered with this cache. */
function renderModal(props: { onSaved?: () => void; onQueued?: () => void } = {}) {
  const view = renderWithProviders(
    <EditDetailsModal
      enrollee={tunde}
      onClose={() => undefined}
      onSaved={props.onSaved ?? (() => undefined)}
      onQueued={props.onQueued ?? (() => undefined)}
    />,
  )
  registerOutboxHandler(EDIT_DETAILS_JOB, editDetailsHandler(view.queryClient))
  return view
}

beforeEach(() => sessionStore.signIn(owner))

afterEach(async () => {
  vi.unstubAllGlobals()
  stopOutbox()
  await clearOutbox(userStorageKey(owner))
  sessionStore.signOut()
  // The form keeps a draft per enrollee (drafts): each test starts without one.
  await wipeLocalData()
})

describe('EditDetailsModal', () => {
  it('checks the fields before calling the server', async () => {
    const calls = answer({})
    renderModal()
    const dialog = await screen.findByRole('dialog', { name: 'Edit details' })
    expect(dialog).toBeVisible()
    await userEvent.clear(screen.getByLabelText(/First name/))
    await userEvent.type(screen.getByLabelText(/Phone number/), '0803 12')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter the first name')).toBeVisible()
    expect(screen.getByText('Enter a Nigerian phone number: 11 digits starting with 0, or +234 and 10 digits')).toBeVisible()
    expect(calls).toHaveLength(0)
  })

  it('shows the spec §8 failure text with the server message', async () => {
    answer({ status: 'error', message: 'This enrollee has completed their profile.' }, 422)
    renderModal()
    await userEvent.type(await screen.findByLabelText(/Phone number/), '08030001002')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Oops!...Something seems to have gone wrong. Please contact support@example.com for support.')
    expect(alert).toHaveTextContent('This enrollee has completed their profile.')
    // Refused while the form is open: the form shows it, nothing is left queued.
    await vi.waitFor(async () => expect(await countPending(userStorageKey(owner))).toBe(0))
  })

  it('sends the cleaned values and updates the detail and the list row', async () => {
    const updated = { ...tunde, first_name: 'Babatunde', phone_number: '+2348031234567' }
    const calls = serveByMethod({
      GET: { status: 'success', data: tunde },
      PATCH: { status: 'success', message: 'Details successfully Updated!', data: updated },
    })
    const onSaved = vi.fn()
    const { queryClient } = renderModal({ onSaved })
    queryClient.setQueryData(enrolleeKeys.list(), [listRow])
    const first = await screen.findByLabelText(/First name/)
    await userEvent.clear(first)
    await userEvent.type(first, ' Babatunde ')
    await userEvent.type(screen.getByLabelText(/Phone number/), '+234 803 123 4567')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled())
    expect(calls.map((call) => call.method)).toEqual(['GET', 'PATCH'])
    expect(new Headers(calls[1]?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/)
    const body = calls[1]?.body
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({
      first_name: 'Babatunde',
      last_name: 'Bakare',
      email_address: tunde.email_address,
      phone_number: '+2348031234567',
    })
    expect(queryClient.getQueryData(enrolleeKeys.detail(1002))).toEqual(updated)
    // The list row follows a moment later, with any other edits sent meanwhile.
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(enrolleeKeys.list())).toEqual([
        { ...listRow, first_name: 'Babatunde', phone_number: '+2348031234567' },
      ]),
    )
  })

  it('keeps the edit on this device when the network fails, and says so', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')))
    const onQueued = vi.fn()
    const onSaved = vi.fn()
    renderModal({ onSaved, onQueued })
    const first = await screen.findByLabelText(/First name/)
    await userEvent.clear(first)
    await userEvent.type(first, 'Babatunde')
    await userEvent.type(screen.getByLabelText(/Phone number/), '08031234567')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    await vi.waitFor(() => expect(onQueued).toHaveBeenCalled())
    expect(onSaved).not.toHaveBeenCalled()
    expect(await countPending(userStorageKey(owner))).toBe(1)
  })
})
