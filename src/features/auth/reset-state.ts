/**
 * The multi-step reset carries its code and message in history state (spec
 * §2 "router state"), so they never appear in the URL. History state
 * survives reloads but can hold anything, so it is parsed, not trusted.
 */
import * as v from 'valibot'
import { keptReturnTo } from './return-to'

declare module '@tanstack/react-router' {
  interface HistoryState {
    resetMessage?: string
    resetMethod?: number
    resetCode?: string
    /** The login's `r`, carried through the steps so the way back to /login keeps it. */
    resetReturnTo?: string
  }
}

const resetState = v.object({
  resetMessage: v.fallback(v.optional(v.string()), undefined),
  resetCode: v.fallback(v.optional(v.pipe(v.string(), v.nonEmpty())), undefined),
  resetReturnTo: v.fallback(
    v.optional(
      v.pipe(
        v.string(),
        v.transform((path: string) => keptReturnTo(path)),
      ),
    ),
    undefined,
  ),
})

export function readResetState(state: unknown) {
  return v.parse(resetState, state && typeof state === 'object' ? state : {})
}
