/** A profile completion of this enrollee waiting in the outbox, and how to take it back into the form. */
import * as v from 'valibot'
import { draftScope, writeDraft } from '@/lib/drafts/draft-store'
import { discardJob, useOutbox, type OutboxJob } from '@/lib/outbox'
import { sessionStore } from '@/lib/session/session-store'
import { enrolleeGroup, PROFILE_JOB_KIND, PROFILE_PHOTO_BLOB, profileJobPayload } from './profile-job'
import { PROFILE_DRAFT_FORM, type ProfileDraft } from './use-profile-draft'

/** The newest queued (or refused) profile completion of `enrolleeId`, if any. */
export function useProfileJob(enrolleeId: number): OutboxJob | undefined {
  const { jobs } = useOutbox()
  return jobs.findLast((job) => job.kind === PROFILE_JOB_KIND && job.group === enrolleeGroup(enrolleeId))
}

/**
 * A refused profile goes back into the form: its answers and photo become
 * the form's draft (opened on the review page), and the job is dropped.
 */
export async function reopenProfileJob(job: OutboxJob): Promise<boolean> {
  const payload = v.safeParse(profileJobPayload, job.payload)
  const scope = draftScope(sessionStore.getUser())
  if (!payload.success || !scope) return false
  const draft: ProfileDraft = { page: 4, values: { ...payload.output.values, photo: job.blobs?.[PROFILE_PHOTO_BLOB] ?? null } }
  await writeDraft(scope, { formName: PROFILE_DRAFT_FORM, id: payload.output.enrolleeId }, draft)
  return discardJob(job.id)
}
