/**
 * Keeps a form's draft in step with what the user types: restores the saved
 * draft once, then saves 300 ms after the last change, and at once when the
 * page is hidden or left (a closed tab or a phone switching apps gets no
 * later chance). Plain TypeScript, so it is tested without React.
 */
import type * as v from 'valibot'
import { readDraft, removeDraft, writeDraft, type DraftRef, type DraftScope } from './draft-store'

export const DRAFT_DEBOUNCE_MS = 300

type DraftableState<TValues> = { values: TValues; isSubmitSuccessful: boolean }

/** The little of a TanStack Form (FormApi) the autosave needs. */
export type DraftableForm<TValues> = {
  store: {
    readonly state: DraftableState<TValues>
    subscribe: (listener: (state: DraftableState<TValues>) => void) => { unsubscribe: () => void }
  }
  reset: (values: TValues, options: { keepDefaultValues: boolean }) => void
}

export type DraftCodec<TValues, TDraft> = {
  /** Checks a stored draft; one that fails is dropped. */
  schema: v.GenericSchema<unknown, TDraft>
  /** What is saved: the values, plus any state outside them (e.g. the page on screen). */
  toDraft: (values: TValues) => TDraft
  fromDraft: (draft: TDraft) => TValues
  /** Restores what is not a form value; on discard it gets the untouched form's draft. */
  onRestore?: (draft: TDraft) => void
}

export type DraftAutosaveOptions<TValues, TDraft> = DraftCodec<TValues, TDraft> & {
  scope: DraftScope
  ref: DraftRef
  form: DraftableForm<TValues>
  /** Forget the draft when a submit succeeds; off for forms whose "Next" is a submit. */
  clearOnSubmitSuccess: boolean
  debounceMs?: number
  /** The stored draft was read: `savedAt` when it was put back in the form, else null. */
  onLoaded: (restoredAt: number | null) => void
}

export type DraftAutosave = {
  /** Save soon, e.g. after a change outside the form values. */
  schedule: () => void
  /** Save now if a save is waiting. */
  flush: () => void
  /** Back to the untouched form, and no draft. */
  discard: () => void
  /** No draft (the data was sent or handed to the outbox); later changes are saved again. */
  clear: () => Promise<void>
  stop: () => void
}

/**
 * Same content, comparing plain objects field by field and everything else
 * (text, Blobs) by identity: an untouched form leaves no draft behind.
 */
export function sameDraft(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (!isPlainObject(a) || !isPlainObject(b)) return false
  const keysA = Object.keys(a)
  return keysA.length === Object.keys(b).length && keysA.every((key) => Object.hasOwn(b, key) && sameDraft(a[key], b[key]))
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

export function startDraftAutosave<TValues, TDraft>(options: DraftAutosaveOptions<TValues, TDraft>): DraftAutosave {
  const { scope, ref, form, toDraft, fromDraft, onRestore, debounceMs = DRAFT_DEBOUNCE_MS } = options
  let baseline = toDraft(form.store.state.values)
  let loaded = false
  let stopped = false
  let timer: ReturnType<typeof setTimeout> | null = null
  let lastValues = form.store.state.values
  let wasSuccessful = form.store.state.isSubmitSuccessful

  const cancel = () => {
    if (timer) clearTimeout(timer)
    timer = null
  }
  const persist = () => {
    timer = null
    const draft = toDraft(form.store.state.values)
    return sameDraft(draft, baseline) ? removeDraft(scope, ref) : writeDraft(scope, ref, draft)
  }
  const schedule = () => {
    if (!loaded || stopped) return
    cancel()
    timer = setTimeout(() => void persist(), debounceMs)
  }
  const flush = () => {
    if (!timer) return
    cancel()
    void persist()
  }
  const clear = async () => {
    cancel()
    baseline = toDraft(form.store.state.values)
    await removeDraft(scope, ref)
  }

  const subscription = form.store.subscribe((state) => {
    if (state.values !== lastValues) {
      lastValues = state.values
      schedule()
    }
    if (options.clearOnSubmitSuccess && state.isSubmitSuccessful && !wasSuccessful) void clear()
    wasSuccessful = state.isSubmitSuccessful
  })
  const onHidden = () => {
    if (document.visibilityState === 'hidden') flush()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', onHidden)

  void readDraft(scope, ref, options.schema).then((saved) => {
    if (stopped) return
    // What the user typed while the draft was being read wins over the draft.
    const untouched = sameDraft(toDraft(form.store.state.values), baseline)
    if (saved && untouched) {
      form.reset(fromDraft(saved.data), { keepDefaultValues: true })
      lastValues = form.store.state.values
      onRestore?.(saved.data)
    }
    loaded = true
    options.onLoaded(saved && untouched ? saved.savedAt : null)
    if (!untouched) schedule()
  })

  return {
    schedule,
    flush,
    clear,
    discard: () => {
      cancel()
      form.reset(fromDraft(baseline), { keepDefaultValues: true })
      lastValues = form.store.state.values
      onRestore?.(baseline)
      void removeDraft(scope, ref)
    },
    stop: () => {
      flush()
      stopped = true
      subscription.unsubscribe()
      window.removeEventListener('pagehide', flush)
      document.removeEventListener('visibilitychange', onHidden)
    },
  }
}
