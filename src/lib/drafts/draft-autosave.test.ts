import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clear } from 'idb-keyval'
import { FormApi } from '@tanstack/react-form'
import * as v from 'valibot'
import { draftsIdbStore } from './drafts-db'
import { DRAFT_DEBOUNCE_MS, sameDraft, startDraftAutosave, type DraftAutosave } from './draft-autosave'
import { readDraft, writeDraft, type DraftScope } from './draft-store'

type Values = { first_name: string; last_name: string }
const defaults: Values = { first_name: 'Tunde', last_name: 'Bakare' }
const schema = v.object({ first_name: v.string(), last_name: v.string() })
const scope: DraftScope = { owner: 'owner1', durable: true }
const ref = { formName: 'edit-details', id: 1002 }

let running: DraftAutosave | null = null

function makeForm(onSubmit: () => Promise<void> = () => Promise.resolve()) {
  const form = new FormApi({ defaultValues: defaults, onSubmit })
  form.mount()
  return form
}

/** Starts the autosave and resolves once the stored draft has been read. */
type TestForm = ReturnType<typeof makeForm>

async function start(form: TestForm, { clearOnSubmitSuccess = true, onRestore = (_draft: Values): void => undefined } = {}) {
  let restoredAt: number | null | undefined
  running = startDraftAutosave({
    scope,
    ref,
    form,
    schema,
    toDraft: (values) => values,
    fromDraft: (draft) => draft,
    onRestore,
    clearOnSubmitSuccess,
    onLoaded: (at) => {
      restoredAt = at
    },
  })
  await vi.waitFor(() => expect(restoredAt).not.toBeUndefined())
  return restoredAt ?? null
}

const stored = async () => (await readDraft(scope, ref, schema))?.data ?? null

beforeEach(() => {
  // Only the debounce timer is faked: fake-indexeddb needs real macrotasks.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
})

afterEach(async () => {
  running?.stop()
  running = null
  vi.useRealTimers()
  await clear(draftsIdbStore)
})

describe('draft autosave', () => {
  it('saves 300 ms after the last change, once the typing pauses', async () => {
    const form = makeForm()
    await start(form)
    form.setFieldValue('first_name', 'Tu')
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 50)
    form.setFieldValue('first_name', 'Tun')
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS - 50)
    expect(await stored()).toBeNull()
    await vi.advanceTimersByTimeAsync(50)
    await vi.waitFor(async () => expect(await stored()).toEqual({ first_name: 'Tun', last_name: 'Bakare' }))
  })

  it('saves at once when the page is hidden or left', async () => {
    const form = makeForm()
    await start(form)
    form.setFieldValue('last_name', 'Bakare-Ade')
    window.dispatchEvent(new Event('pagehide'))
    await vi.waitFor(async () => expect(await stored()).toEqual({ first_name: 'Tunde', last_name: 'Bakare-Ade' }))

    form.setFieldValue('last_name', 'Ade')
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Reflect.deleteProperty(document, 'visibilityState')
    await vi.waitFor(async () => expect(await stored()).toEqual({ first_name: 'Tunde', last_name: 'Ade' }))
  })

  it('saves what is waiting when the form goes away', async () => {
    const form = makeForm()
    await start(form)
    form.setFieldValue('first_name', 'Ade')
    running?.stop()
    await vi.waitFor(async () => expect((await stored())?.first_name).toBe('Ade'))
  })

  it('restores a saved draft into the form and says when it was saved', async () => {
    await writeDraft(scope, ref, { first_name: 'Adewale', last_name: 'Bakare' })
    let restoredPage: Values | null = null
    const form = makeForm()
    const restoredAt = await start(form, {
      onRestore: (draft) => {
        restoredPage = draft
      },
    })
    expect(form.state.values.first_name).toBe('Adewale')
    expect(restoredPage).toEqual({ first_name: 'Adewale', last_name: 'Bakare' })
    expect(restoredAt).toEqual(expect.any(Number))
  })

  it('leaves no draft for an untouched form, and removes it when the changes are undone', async () => {
    const form = makeForm()
    expect(await start(form)).toBeNull()
    form.setFieldValue('first_name', 'Ade')
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS)
    await vi.waitFor(async () => expect(await stored()).not.toBeNull())
    form.setFieldValue('first_name', 'Tunde')
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS)
    await vi.waitFor(async () => expect(await stored()).toBeNull())
  })

  it('removes the draft when a submit succeeds, and keeps it when it fails', async () => {
    let fail = true
    const form = makeForm(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()))
    await start(form)
    form.setFieldValue('first_name', 'Ade')
    await form.handleSubmit().catch(() => undefined)
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS)
    await vi.waitFor(async () => expect(await stored()).not.toBeNull())
    fail = false
    await form.handleSubmit()
    await vi.waitFor(async () => expect(await stored()).toBeNull())
  })

  it('discard puts the form back to its start and forgets the draft', async () => {
    await writeDraft(scope, ref, { first_name: 'Adewale', last_name: 'B' })
    const form = makeForm()
    await start(form)
    running?.discard()
    expect(form.state.values).toEqual(defaults)
    await vi.waitFor(async () => expect(await stored()).toBeNull())
  })

  it('what the user typed before the draft was read wins', async () => {
    await writeDraft(scope, ref, { first_name: 'Adewale', last_name: 'B' })
    const form = makeForm()
    let loaded = false
    running = startDraftAutosave({
      scope,
      ref,
      form,
      schema,
      toDraft: (values) => values,
      fromDraft: (draft) => draft,
      clearOnSubmitSuccess: true,
      onLoaded: () => (loaded = true),
    })
    form.setFieldValue('first_name', 'Typed')
    await vi.waitFor(() => expect(loaded).toBe(true))
    expect(form.state.values.first_name).toBe('Typed')
    await vi.advanceTimersByTimeAsync(DRAFT_DEBOUNCE_MS)
    await vi.waitFor(async () => expect((await stored())?.first_name).toBe('Typed'))
  })

  it('compares drafts by content, photos by identity', () => {
    const photo = new Blob(['a'])
    expect(sameDraft({ page: 1, values: { a: 'x', photo } }, { page: 1, values: { a: 'x', photo } })).toBe(true)
    expect(sameDraft({ page: 1, values: { a: 'x', photo } }, { page: 2, values: { a: 'x', photo } })).toBe(false)
    expect(sameDraft({ photo }, { photo: new Blob(['a']) })).toBe(false)
  })
})
