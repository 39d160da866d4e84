/**
 * The drafts' own IndexedDB database, apart from the query cache (thrown
 * away whole when its buster changes) and the outbox (kept across logouts
 * for the same user). Logout deletes it with every other database.
 *
 * Logout also closes the drafts (`closeDrafts`) until the next sign-in opens
 * them: a form being torn down saves its draft on the way out, and that save
 * must not land after the wipe (in IndexedDB or in sessionStorage).
 */
import { closableStore } from '@/lib/idb/closable-store'
import { sessionStore } from '@/lib/session/session-store'

export const DRAFTS_DB = 'hmo-drafts'
const DRAFTS_STORE = 'drafts'

export const draftsIdbStore = closableStore(DRAFTS_DB, DRAFTS_STORE)

let open = true

export function draftsOpen(): boolean {
  return open
}

export function closeDrafts() {
  open = false
  draftsIdbStore.seal()
}

export function openDrafts() {
  open = true
  draftsIdbStore.unseal()
}

// Nobody signed in (here, or in another tab: the storage event) means no drafts; a sign-in opens them.
sessionStore.subscribe(() => {
  if (sessionStore.getUser()) openDrafts()
  else closeDrafts()
})
