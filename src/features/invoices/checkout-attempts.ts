/**
 * One Idempotency-Key per checkout attempt (decisions: 'A shared phone and payments'). A payment call
 * whose answer is lost (a timeout, a 503 after the write, the phone dropping
 * off the network) may have been applied: the user's next press of Pay must
 * be the same request, so the API answers it from its record (docs/api.md
 * "Idempotency-Key") instead of charging again.
 *
 * - The key is kept while the same order is retried (same call, same body)
 *   and replaced when the order changes (the API would refuse a key reused
 *   for another body).
 * - An answered call ends the attempt: buying the same plans again later, on
 *   purpose, is a new purchase. A failed one keeps it (the failure may be a
 *   lost answer); the API forgets a key whose call it refused, so keeping it
 *   costs nothing.
 * - In memory only: a key means nothing without the order it was made for,
 *   and a reload starts a new attempt. The order is kept as a SHA-256
 *   fingerprint, not as the body (an added enrollee's name and phone).
 */
import { sha256 } from '@/lib/session/owner-key'

type Attempt = { order: string; key: string; inFlight: Promise<unknown> | null }

export type AttemptHeaders = { 'Idempotency-Key': string }

const attempts = new Map<string, Attempt>()

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
  const fingerprint = await sha256(order === undefined ? '' : JSON.stringify(order))
  // From here on nothing awaits before the send is chained: a second tap sees this attempt in flight.
  const current = attempts.get(call)
  const attempt: Attempt = current?.order === fingerprint ? current : { order: fingerprint, key: newKey(), inFlight: null }
  attempts.set(call, attempt)
  // A double tap: each send waits for the one before, then gets the API's stored answer (same key), so
  // the API never sees two at once (it would refuse the second with a 409).
  const previous = attempt.inFlight ?? Promise.resolve()
  const sending = previous.catch(() => undefined).then(() => send({ 'Idempotency-Key': attempt.key }))
  attempt.inFlight = sending
  try {
    const answer = await sending
    // Only this attempt ends: a newer order sent meanwhile keeps its own key.
    if (attempts.get(call) === attempt) attempts.delete(call)
    return answer
  } finally {
    if (attempt.inFlight === sending) attempt.inFlight = null
  }
}

/** Test helper: no attempt left over from another test. */
export function forgetCheckoutAttempts() {
  attempts.clear()
}
