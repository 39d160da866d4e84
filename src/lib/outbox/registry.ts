/**
 * Job kinds and their handlers. A handler is registered once, from the app
 * layer, by the feature that owns the write. The payload is stored as plain
 * data, so every use checks it against the handler's schema first: a job
 * written by an older version of the app never reaches a handler unchecked.
 */
import { createElement, Suspense, type ReactNode } from 'react'
import * as v from 'valibot'
import type { I18n } from '@lingui/core'
import type { ApiError } from '@/lib/http/api-error'
import type { ConflictField, OutboxHandler, OutboxJob, OutboxRunContext } from './types'

/** A handler with its payload type checked away (one registry holds every kind). */
export type RegisteredHandler = {
  parse: (payload: unknown) => { ok: true } | { ok: false; message: string }
  run: (payload: unknown, context: OutboxRunContext) => Promise<unknown>
  onSuccess: (result: unknown, payload: unknown) => void
  onSettledWithoutSuccess: (payload: unknown, error: ApiError | null) => void
  describe: (payload: unknown, i18n: I18n) => string | null
  /** The payload kept when `next` replaces `previous` (coalescing); `next` when the kind does not merge. */
  coalesce: (previous: unknown, next: unknown) => unknown
  /** The payload to send after the user's answer to a conflict; null when the kind cannot answer it. */
  resolveConflict: (payload: unknown, fields: readonly ConflictField[], choice: 'mine' | 'server') => unknown
  fieldLabel: (field: string, i18n: I18n) => string
  renderFix: ((job: OutboxJob, onClose: () => void) => ReactNode) | null
}

const handlers = new Map<string, RegisteredHandler>()

/** The handler with its payload type checked away; exported for tests that build their own registry. */
export function toRegisteredHandler<TPayload>(handler: OutboxHandler<TPayload>): RegisteredHandler {
  const check = (payload: unknown) => v.safeParse(handler.schema, payload)
  const { FixDialog } = handler
  return {
    parse: (payload) => {
      const result = check(payload)
      return result.success ? { ok: true } : { ok: false, message: v.summarize(result.issues) }
    },
    run: (payload, context) => handler.run(v.parse(handler.schema, payload), context),
    onSuccess: (result, payload) => {
      const parsed = check(payload)
      if (parsed.success) handler.onSuccess?.(result, parsed.output)
    },
    onSettledWithoutSuccess: (payload, error) => {
      const parsed = check(payload)
      if (parsed.success) handler.onSettledWithoutSuccess?.(parsed.output, error)
    },
    describe: (payload, i18n) => {
      const parsed = check(payload)
      return parsed.success && handler.describe ? handler.describe(parsed.output, i18n) : null
    },
    coalesce: (previous, next) => {
      const [older, newer] = [check(previous), check(next)]
      return older.success && newer.success && handler.coalesce ? handler.coalesce(older.output, newer.output) : next
    },
    resolveConflict: (payload, fields, choice) => {
      const parsed = check(payload)
      return parsed.success && handler.resolveConflict ? handler.resolveConflict(parsed.output, fields, choice) : null
    },
    fieldLabel: (field, i18n) => handler.fieldLabel?.(field, i18n) ?? field,
    renderFix: FixDialog
      ? (job, onClose) => {
          const parsed = check(job.payload)
          if (!parsed.success) return null
          // Fix dialogs are loaded on demand (they hold forms): their own boundary, not the page's.
          return createElement(Suspense, { fallback: null }, createElement(FixDialog, { job, payload: parsed.output, onClose }))
        }
      : null,
  }
}

/** Registers (or replaces, e.g. after a hot reload) the handler of `kind`. */
export function registerOutboxHandler<TPayload>(kind: string, handler: OutboxHandler<TPayload>) {
  handlers.set(kind, toRegisteredHandler(handler))
}

export function outboxHandler(kind: string): RegisteredHandler | undefined {
  return handlers.get(kind)
}

/** The job's line in Pending changes, or null when its kind has no description. */
export function describeJob(job: Pick<OutboxJob, 'kind' | 'payload'>, i18n: I18n): string | null {
  return handlers.get(job.kind)?.describe(job.payload, i18n) ?? null
}

/** The kind's Fix dialog for a refused job, or null when it has none. */
export function renderJobFix(job: OutboxJob, onClose: () => void): ReactNode {
  return handlers.get(job.kind)?.renderFix?.(job, onClose) ?? null
}

/** The label of a conflicting field of `job`'s kind. */
export function conflictFieldLabel(job: OutboxJob, field: string, i18n: I18n): string {
  return handlers.get(job.kind)?.fieldLabel(field, i18n) ?? field
}

/** Whether the kind of `job` offers a Fix dialog. */
export function canFixJob(job: OutboxJob): boolean {
  return Boolean(handlers.get(job.kind)?.renderFix)
}
