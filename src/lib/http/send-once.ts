/**
 * One Idempotency-Key per user intent: a checkout attempt (decisions: 'A shared phone and payments')
 * or any other one-time action (transfer, reactivation, removal, auto-billing,
 * frequency change; decisions: 'What a new user tripped on'). A call whose answer is lost (a timeout,
 * a 503 after the write, the phone dropping off the network) or that a quick
 * second tap sent again may have been applied: the repeat must be the same
 * request, so the API answers it from its record (docs/api.md
 * "Idempotency-Key") instead of applying it again — or refusing it ("Enrollee
 * not found", "already off") after it succeeded.
 *
 * - The key is kept while the same order is retried (same call, same body)
 *   and replaced when the order changes (the API would refuse a key reused
 *   for another body).
 * - An answered call ends the attempt (once every tap of it is answered):
 *   buying the same plans again later, on purpose, is a new purchase. A failed one keeps it (the failure may be a
 *   lost answer); the API forgets a key whose call it refused, so keeping it
 *   costs nothing.
 * - In memory only: a key means nothing without the order it was made for,
 *   and a reload starts a new attempt. The order is kept as a SHA-256
 *   fingerprint, not as the body (an added enrollee's name and phone).
 */
import type * as v from 'valibot'
import { sha256 } from '@/lib/session/owner-key'
import { apiRequest, type HttpMethod } from './client'

type Attempt = { order: string; key: string; inFlight: Promise<unknown> | null; answered: boolean }

export type AttemptHeaders = { 'Idempotency-Key': string }

const attempts = new Map<string, Attempt>()
/**
 * Taps of each call not finished yet, counted from the moment they arrive,
 * before the fingerprint's await: an attempt ends only when its last tap is
 * answered, so a first tap answered while a second is still being fingerprinted
 * does not send the second with a new key (a second order).
 */
const taps = new Map<string, number>()

/**
 * Sends `order` through `send` with the attempt's key. `call` names the
 * endpoint (method and path): one attempt per endpoint at a time.
 */
export async function sendOnce<T>(
  call: string,
  order: unknown,
  send: (headers: AttemptHeaders) => Promise<T>,
  newKey: () => string = () => crypto.randomUUID(),
): Promise<T> {
  taps.set(call, (taps.get(call) ?? 0) + 1)
  try {
    const fingerprint = await sha256(order === undefined ? '' : JSON.stringify(order))
    // From here on nothing awaits before the send is chained: a second tap sees this attempt in flight.
    const current = attempts.get(call)
    const attempt: Attempt =
      current?.order === fingerprint ? current : { order: fingerprint, key: newKey(), inFlight: null, answered: false }
    attempts.set(call, attempt)
    // A double tap: each send waits for the one before, then gets the API's stored answer (same key), so
    // the API never sees two at once (it would refuse the second with a 409).
    const previous = attempt.inFlight ?? Promise.resolve()
    const sending = previous.catch(() => undefined).then(() => send({ 'Idempotency-Key': attempt.key }))
    attempt.inFlight = sending
    try {
      const answer = await sending
      attempt.answered = true
      return answer
    } catch (error) {
      // Perhaps a lost answer: the key stays for the retry.
      attempt.answered = false
      throw error
    } finally {
      if (attempt.inFlight === sending) attempt.inFlight = null
    }
  } finally {
    const left = (taps.get(call) ?? 1) - 1
    if (left > 0) taps.set(call, left)
    else {
      taps.delete(call)
      // The last tap is in: an answered attempt ends (a newer order's, if one was sent meanwhile).
      if (attempts.get(call)?.answered) attempts.delete(call)
    }
  }
}

/** A write sent once per intent (`sendOnce`), its answer parsed with `schema`. */
export function requestOnce<TSchema extends v.GenericSchema>(
  schema: TSchema,
  path: string,
  { method, json }: { method: Exclude<HttpMethod, 'GET'>; json?: object },
) {
  return sendOnce(`${method} ${path}`, json, (headers) => apiRequest(schema, path, { method, json, headers }))
}

/** Test helper: no attempt left over from another test. */
export function forgetAttempts() {
  attempts.clear()
  taps.clear()
}
