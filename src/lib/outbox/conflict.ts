/**
 * Decisions: 'A shared phone and payments': a write queued for days must not overwrite what changed on the
 * server meanwhile. A handler that finds the server's record changed in a
 * field the user changed too throws OutboxConflict instead of sending; the
 * job then waits for the user's choice in Pending changes.
 */
import type { ConflictField } from './types'

export class OutboxConflict extends Error {
  constructor(readonly fields: ConflictField[]) {
    super('The server changed what this change changes')
    this.name = 'OutboxConflict'
  }
}
