/**
 * The drafts' own IndexedDB database, apart from the query cache (thrown
 * away whole when its buster changes) and the outbox (kept across logouts
 * for the same user). Logout deletes it with every other database.
 */
import { closableStore } from '@/lib/idb/closable-store'

export const DRAFTS_DB = 'hmo-drafts'
export const DRAFTS_STORE = 'drafts'

export const draftsIdbStore = closableStore(DRAFTS_DB, DRAFTS_STORE)
