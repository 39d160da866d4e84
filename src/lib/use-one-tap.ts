/**
 * A one-time action (transfer, reactivate, remove, auto-billing, frequency
 * change, pay) runs once per tap of its button, however fast the taps come
 * (decisions: 'What a new user tripped on'). `isPending` is no guard: it turns true a render after the
 * first tap, and a second tap in between sends the action again, which the API
 * then refuses ("Enrollee not found", "already off") after the first succeeded.
 *
 * `run` takes the action synchronously, in the tap's own event, before React
 * renders; `busy` (for the button's `loading`) follows a render later. A
 * failure gives the action back (the user may try again, with the same
 * Idempotency-Key: send-once.ts); a success keeps it taken, until the screen
 * moves on (the modal shows its outcome or closes, the page leaves).
 */
import { useCallback, useRef, useState } from 'react'

export function useOneTap() {
  const taken = useRef(false)
  const [busy, setBusy] = useState(false)
  /** Gives the action back: after a failure, or when a success did not move the screen on (a blocked redirect). */
  const release = useCallback(() => {
    taken.current = false
    setBusy(false)
  }, [])
  const run = useCallback(
    (action: () => Promise<unknown>) => {
      if (taken.current) return
      taken.current = true
      setBusy(true)
      // The error is the mutation's to show; here it only frees the button for another try.
      action().catch(release)
    },
    [release],
  )
  return { busy, run, release }
}
