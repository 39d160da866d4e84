/**
 * Decisions: 'A shared phone and payments': what the user answered in the logout warning travels to /logout
 * in router history state, never in the URL, so no link (`/logout?confirmed`)
 * can answer for them. History state can hold anything: it is parsed.
 */
import * as v from 'valibot'

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** 'discard': log out and delete the unsent changes; 'keep': the session ended, sign in again to send them. */
    logoutChoice?: 'discard' | 'keep'
  }
}

const logoutState = v.object({ logoutChoice: v.fallback(v.optional(v.picklist(['discard', 'keep'])), undefined) })

export type LogoutChoice = 'discard' | 'keep'

export function readLogoutChoice(state: unknown): LogoutChoice | undefined {
  return v.parse(logoutState, state && typeof state === 'object' ? state : {}).logoutChoice
}
