/**
 * Lanes (decisions: 'Queued writes'): a replay round sends one job per lane at a time and up to
 * `PARALLEL_LANES` lanes side by side, so 50 edits of 50 enrollees do not wait for each other's round trips.
 * Order is the group's business (scheduling.ts: only a group's oldest unsettled job may run); the lane only
 * says what may be in flight together.
 */
import type { OutboxJob, OutboxWriteInput } from './types'

/**
 * How many lanes send at once. Measured with `npm run bench` (drain: 50 edits of 50 enrollees, two requests
 * each, on the local API): see decisions: 'Speed' for the figures behind 4.
 */
export const PARALLEL_LANES = 4

/**
 * The lane of every job stored before jobs had one. The version that queued it sent one job at a time, whatever
 * its group, so these keep doing that among themselves (new jobs' lanes run beside them).
 */
export const SERIAL_LANE = 'outbox:serial'

/**
 * A new job's lane: its group, which already names the kind of write and its target (`enrollee:42` for an
 * enrollee's edits and profile completion, `enrollee-import:INV-6001` for the import rows of one invoice, whose
 * slot counts need them in file order). Stored with the job, so a reload or a later rule never moves it.
 */
export function laneOf(input: Pick<OutboxWriteInput, 'group'>): string {
  return input.group
}

/** The lane a stored job runs in. */
export function jobLane(job: Pick<OutboxJob, 'lane'>): string {
  return job.lane ?? SERIAL_LANE
}
