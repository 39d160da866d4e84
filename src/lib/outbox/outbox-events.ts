/**
 * Callers waiting for one job's outcome (sendOrQueue, retryJob). The outcome
 * may come from this tab or, through the channel, from the tab that holds the
 * lock; errors therefore travel as plain data and become ApiErrors again here.
 */
import { ApiError, isApiError, type ApiErrorKind } from '@/lib/http/api-error'
import type { SendOutcome } from './types'

export type SerializedError = {
  code: number
  message: string
  kind: ApiErrorKind
  serverMessage?: string
  retryAfterMs?: number
  detail?: unknown
}

export function serializeError(error: unknown): SerializedError {
  if (isApiError(error)) {
    return {
      code: error.code,
      message: error.message,
      kind: error.kind,
      serverMessage: error.serverMessage,
      retryAfterMs: error.retryAfterMs,
      detail: structuredCloneable(error.detail),
    }
  }
  return { code: -1, message: error instanceof Error ? error.message : String(error), kind: 'malformed' }
}

function structuredCloneable(value: unknown): unknown {
  try {
    return structuredClone(value)
  } catch {
    return undefined
  }
}

export function toApiError(error: SerializedError): ApiError {
  const { detail, serverMessage, retryAfterMs } = error
  return new ApiError(error.code, error.message, error.kind, { detail, serverMessage, retryAfterMs })
}

/** 'send': a refusal also removes the job (the form shows the message); 'retry': it stays failed. */
export type WaitMode = 'send' | 'retry'

type Waiter = {
  mode: WaitMode
  resolve: (outcome: SendOutcome) => void
  reject: (error: ApiError) => void
  timer: ReturnType<typeof setTimeout>
}

export function createWaiters(timeoutMs: number) {
  const waiters = new Map<string, Waiter>()
  const take = (jobId: string) => {
    const waiter = waiters.get(jobId)
    if (waiter) {
      clearTimeout(waiter.timer)
      waiters.delete(jobId)
    }
    return waiter
  }
  return {
    /** Resolves 'queued' after `timeoutMs` without an outcome: the job keeps going in the background. */
    wait(jobId: string, mode: WaitMode): Promise<SendOutcome> {
      take(jobId)?.resolve('queued')
      return new Promise<SendOutcome>((resolve, reject) => {
        const timer = setTimeout(() => take(jobId)?.resolve('queued'), timeoutMs)
        waiters.set(jobId, { mode, resolve, reject, timer })
      })
    },
    /** The mode of whoever waits for `jobId`, if anyone. */
    modeOf: (jobId: string) => waiters.get(jobId)?.mode,
    sent: (jobId: string) => take(jobId)?.resolve('sent'),
    waiting: (jobId: string) => take(jobId)?.resolve('queued'),
    refused: (jobId: string, error: SerializedError) => take(jobId)?.reject(toApiError(error)),
    /** Nobody will be told any more (the outbox stopped): the jobs are safe, say so. */
    releaseAll: () => {
      for (const jobId of [...waiters.keys()]) take(jobId)?.resolve('queued')
    },
  }
}
