/**
 * Remembered Idempotency-Keys (24 hours) and the log of applied writes (a
 * test hook, emptied by /__test/reset: it lets a test prove a write was
 * applied exactly once).
 */
import * as v from 'valibot'
import type { Db } from '../db/database'
import { nullableNumber, nullableText } from '../db/columns'

const KEY_TTL_MS = 24 * 60 * 60 * 1000
/** A reservation older than this belongs to a request that never finished (a crash); it is dropped. */
export const STALE_PENDING_MS = 60 * 1000

export type KeyScope = { key: string; userId: number; method: string; path: string }

const keyRow = v.object({
  idem_key: v.string(),
  user_id: v.number(),
  method: v.string(),
  path: v.string(),
  fingerprint: v.string(),
  state: v.picklist(['pending', 'done']),
  status: nullableNumber,
  body: nullableText,
  replays: v.number(),
  created_at: v.number(),
})
export type KeyRow = v.InferOutput<typeof keyRow>

const WHERE = 'idem_key = ? AND user_id = ? AND method = ? AND path = ?'
const scopeParams = (scope: KeyScope) => [scope.key, scope.userId, scope.method, scope.path] as const

export function forgetExpired(db: Db, now: number) {
  db.run('DELETE FROM idempotency_keys WHERE created_at < ?', now - KEY_TTL_MS)
}

export function findKey(db: Db, scope: KeyScope): KeyRow | undefined {
  return db.get(keyRow, `SELECT * FROM idempotency_keys WHERE ${WHERE}`, ...scopeParams(scope))
}

/** Reserves the key before the request runs, so a concurrent duplicate sees it. */
export function reserveKey(db: Db, scope: KeyScope, fingerprint: string, now: number) {
  db.run(
    `INSERT OR REPLACE INTO idempotency_keys (idem_key, user_id, method, path, fingerprint, state, created_at)
     VALUES (?, ?, ?, ?, ?, 'pending', ?)`,
    ...scopeParams(scope),
    fingerprint,
    now,
  )
}

export function completeKey(db: Db, scope: KeyScope, status: number, body: string) {
  db.run(`UPDATE idempotency_keys SET state = 'done', status = ?, body = ? WHERE ${WHERE}`, status, body, ...scopeParams(scope))
}

export function releaseKey(db: Db, scope: KeyScope) {
  db.run(`DELETE FROM idempotency_keys WHERE ${WHERE}`, ...scopeParams(scope))
}

export function countReplay(db: Db, scope: KeyScope) {
  db.run(`UPDATE idempotency_keys SET replays = replays + 1 WHERE ${WHERE}`, ...scopeParams(scope))
}

type WriteLogEntry = { userId: number; method: string; path: string; key: string | null; fingerprint: string; body: string; at: number }

export function logWrite(db: Db, entry: WriteLogEntry) {
  db.run(
    'INSERT INTO write_log (user_id, method, path, idem_key, fingerprint, body, at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    entry.userId,
    entry.method,
    entry.path,
    entry.key,
    entry.fingerprint,
    entry.body,
    entry.at,
  )
}

const logRow = v.object({
  seq: v.number(),
  user_id: v.number(),
  method: v.string(),
  path: v.string(),
  idem_key: nullableText,
  fingerprint: v.string(),
  /** JSON without secret fields, or '' (write-log-entry.ts). */
  body: v.string(),
  at: v.number(),
})

export function listKeys(db: Db) {
  return db.all(keyRow, 'SELECT * FROM idempotency_keys ORDER BY created_at')
}

export function listWrites(db: Db) {
  return db.all(logRow, 'SELECT * FROM write_log ORDER BY seq')
}
