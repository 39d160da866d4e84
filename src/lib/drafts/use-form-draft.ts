import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useSessionUser } from '@/lib/session/use-session-user'
import { userStorageKey } from '@/lib/session/user'
import { startDraftAutosave, type DraftAutosave, type DraftableForm, type DraftCodec } from './draft-autosave'
import type { DraftRef } from './draft-store'

export type FormDraftOptions<TValues, TDraft> = DraftRef &
  DraftCodec<TValues, TDraft> & {
    form: DraftableForm<TValues>
    /** Off: no draft is read or written (e.g. the same form used to fix a refused write). Default on. */
    enabled?: boolean
    /** Default true: a successful submit (sent or queued) removes the draft. */
    clearOnSubmitSuccess?: boolean
    debounceMs?: number
  }

export type FormDraft = {
  /** 'loading' until the saved draft has been read (and put back in the form). */
  status: 'loading' | 'ready'
  /** When the restored draft was saved; null when the form started fresh or the draft was discarded. */
  restoredAt: number | null
  /** Save soon, for state outside the form values (e.g. the page on screen). */
  save: () => void
  /** Back to the untouched form, and no draft. */
  discard: () => void
  /** Forget the draft: its data was sent or is safe in the outbox. */
  clear: () => Promise<void>
}

/**
 * Autosaves a TanStack Form as a draft of the signed-in user (see
 * draft-store.ts for where) and restores it when the form opens again.
 */
export function useFormDraft<TValues, TDraft>(options: FormDraftOptions<TValues, TDraft>): FormDraft {
  const user = useSessionUser()
  const owner = user ? userStorageKey(user) : null
  const durable = user?.rememberMe === true
  const { form, formName, id } = options
  const sessionKey = owner && options.enabled !== false ? `${owner}:${formName}:${id}:${durable ? 'idb' : 'session'}` : null

  // The codec functions may be new on every render; the running autosave reads the latest ones.
  const latest = useRef(options)
  useLayoutEffect(() => {
    latest.current = options
  })
  const autosave = useRef<DraftAutosave | null>(null)
  const [loaded, setLoaded] = useState<{ key: string; restoredAt: number | null } | null>(null)

  useEffect(() => {
    if (!owner || !sessionKey) return
    const started = startDraftAutosave({
      scope: { owner, durable },
      ref: { formName, id },
      form,
      schema: latest.current.schema,
      toDraft: (values) => latest.current.toDraft(values),
      fromDraft: (draft) => latest.current.fromDraft(draft),
      onRestore: (draft) => latest.current.onRestore?.(draft),
      clearOnSubmitSuccess: latest.current.clearOnSubmitSuccess ?? true,
      debounceMs: latest.current.debounceMs,
      onLoaded: (restoredAt) => setLoaded({ key: sessionKey, restoredAt }),
    })
    autosave.current = started
    return () => {
      started.stop()
      autosave.current = null
    }
  }, [owner, durable, formName, id, form, sessionKey])

  const forgetRestored = useCallback(() => setLoaded((current) => current && { ...current, restoredAt: null }), [])
  const save = useCallback(() => autosave.current?.schedule(), [])
  const discard = useCallback(() => {
    autosave.current?.discard()
    forgetRestored()
  }, [forgetRestored])
  const clear = useCallback(async () => {
    forgetRestored()
    await autosave.current?.clear()
  }, [forgetRestored])

  const current = loaded && loaded.key === sessionKey ? loaded : null
  return {
    status: sessionKey === null || current ? 'ready' : 'loading',
    restoredAt: current?.restoredAt ?? null,
    save,
    discard,
    clear,
  }
}
