import { afterEach, describe, expect, it } from 'vitest'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useForm } from '@tanstack/react-form'
import { clear, keys } from 'idb-keyval'
import * as v from 'valibot'
import { sessionStore } from '@/lib/session/session-store'
import { draftsIdbStore } from './drafts-db'
import { useFormDraft } from './use-form-draft'
import { testUser } from '@/test/auth-user'

const userFor = (email: string, rememberMe = true) =>
  testUser({ email, rememberMe, credentials: { accessToken: `t-${email}`, accountServiceToken: '', refreshToken: '' } })

const schema = v.object({ name: v.string() })

function NameForm() {
  const form = useForm({ defaultValues: { name: 'Tunde' } })
  const draft = useFormDraft({ form, formName: 'test', id: 7, schema, toDraft: (values) => values, fromDraft: (saved) => saved })
  if (draft.status === 'loading') return <p>Loading</p>
  return (
    <>
      {draft.restoredAt !== null && (
        <button type="button" onClick={draft.discard}>
          Discard draft
        </button>
      )}
      <form.Field name="name">
        {(field) => (
          <input aria-label="Name" value={field.state.value} onChange={(event) => field.handleChange(event.currentTarget.value)} />
        )}
      </form.Field>
    </>
  )
}

afterEach(async () => {
  // Before signing out: a signed-out device keeps its drafts store closed.
  await clear(draftsIdbStore)
  sessionStore.signOut()
  sessionStorage.clear()
})

async function typeAndLeave(text: string) {
  const first = render(<NameForm />)
  const input = await screen.findByRole('textbox', { name: 'Name' })
  await userEvent.clear(input)
  await userEvent.type(input, text)
  // Unmounting (leaving the page) saves what is waiting.
  first.unmount()
}

describe('useFormDraft', () => {
  it('brings the typed value back when the form opens again, until discarded', async () => {
    sessionStore.signIn(userFor('ada@example.com'))
    await typeAndLeave('Adewale')

    render(<NameForm />)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Adewale'))
    await userEvent.click(screen.getByRole('button', { name: 'Discard draft' }))
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Tunde')
    expect(screen.queryByRole('button', { name: 'Discard draft' })).toBeNull()
    await waitFor(async () => expect(await keys(draftsIdbStore)).toEqual([]))
  })

  it('never shows one user’s draft to another', async () => {
    sessionStore.signIn(userFor('ada@example.com'))
    await typeAndLeave('Ada’s answer')
    sessionStore.signIn(userFor('bola@example.com'))
    render(<NameForm />)
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Tunde')
  })

  it('without remember-me keeps the draft out of IndexedDB and still restores it in this tab', async () => {
    sessionStore.signIn(userFor('ada@example.com', false))
    await typeAndLeave('Adewale')
    expect(await keys(draftsIdbStore)).toEqual([])
    render(<NameForm />)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Adewale'))
  })
})
