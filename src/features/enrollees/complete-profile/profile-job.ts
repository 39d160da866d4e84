/**
 * A profile completion as ONE outbox job (decisions: 'Queued writes'): POST /upload with the
 * cropped photo, then POST /enrollees/profile. The job keeps the answers as
 * data and the photo as a Blob, so it survives reloads, closed tabs and app
 * updates until it reaches the server.
 *
 * Exactly once: both requests carry the job's id as Idempotency-Key (the
 * server keeps keys per user, method and path, so one key serves both), and
 * the upload is a multipart body with a boundary derived from that id: a
 * replay is byte for byte the first request and gets the first answer back
 * instead of storing the photo again.
 *
 * Decisions: 'A shared phone and payments': both requests carry the owner's token from the replay round
 * (context.token), each after context.checkSession(). No merge is needed: a
 * profile is completed once (the sign-up hash is spent), so a profile
 * completed elsewhere meanwhile is refused by the server ("This sign-up link
 * is invalid or has already been used.") and the job shows that message in
 * Pending changes, where it can be taken back into the form or discarded.
 */
import * as v from 'valibot'
import { uploadResponse } from '@/lib/contract/catalogue'
import { registerProfileResponse } from '@/lib/contract/enrollees'
import { ApiError, isApiError } from '@/lib/http/api-error'
import { apiRequest } from '@/lib/http/client'
import type { OutboxRunContext } from '@/lib/outbox'
import { enrolleeGroup } from '../enrollee-detail/edit-details-job'
import { profileAnswersSchema, toRegisterPayload } from './profile-values'

export const PROFILE_JOB_KIND = 'enrollee.register-profile'
export const PROFILE_PHOTO_BLOB = 'photo'

/** The enrollee's outbox group, shared with details edits: their writes run one at a time, in order. */
export { enrolleeGroup }

export const profileJobPayload = v.object({
  enrolleeId: v.number(),
  hash: v.string(),
  enrolleeType: v.string(),
  freeTextHospital: v.boolean(),
  values: profileAnswersSchema,
  /** Set when the photo already reached the server (a retry after a refused registration). */
  pictureFilename: v.optional(v.string()),
})
export type ProfileJobPayload = v.InferOutput<typeof profileJobPayload>

/** Which request of the job failed; rides on the ApiError's `detail` (it crosses tabs as data). */
const profileJobFailure = v.object({
  step: v.picklist(['upload', 'profile']),
  pictureFilename: v.optional(v.string()),
})
export type ProfileJobFailure = v.InferOutput<typeof profileJobFailure>

export function profileFailureOf(error: unknown): ProfileJobFailure | null {
  if (!isApiError(error)) return null
  const parsed = v.safeParse(profileJobFailure, error.detail)
  return parsed.success ? parsed.output : null
}

/** The same error (status, message, Retry-After: the outbox's retry rules read them), marked with its step. */
function atStep(error: unknown, failure: ProfileJobFailure): unknown {
  if (!isApiError(error)) return error
  return new ApiError(error.code, error.message, error.kind, {
    detail: failure,
    serverMessage: error.serverMessage,
    retryAfterMs: error.retryAfterMs,
    withoutSession: error.withoutSession,
  })
}

/** multipart/form-data {file, file_use: profile_picture} (spec §7) with a fixed boundary. */
export function passportMultipart(photo: Blob, seed: string): { body: Blob; contentType: string } {
  const boundary = `----hmo-passport-${seed.replace(/[^A-Za-z0-9]/g, '')}`
  const body = new Blob([
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="passport.jpg"\r\nContent-Type: ${photo.type || 'image/jpeg'}\r\n\r\n`,
    photo,
    `\r\n--${boundary}\r\nContent-Disposition: form-data; name="file_use"\r\n\r\nprofile_picture\r\n--${boundary}--\r\n`,
  ])
  return { body, contentType: `multipart/form-data; boundary=${boundary}` }
}

type RunContext = Pick<OutboxRunContext, 'idempotencyKey' | 'blobs' | 'signal' | 'token' | 'checkSession'>

async function uploadPhoto(photo: Blob, { idempotencyKey, signal, token, checkSession }: RunContext): Promise<string> {
  const { body, contentType } = passportMultipart(photo, idempotencyKey)
  const headers = { 'Content-Type': contentType, 'Idempotency-Key': idempotencyKey }
  checkSession()
  return (await apiRequest(uploadResponse, '/upload', { method: 'POST', body, headers, signal, token })).data.filename
}

/** The job's `run`: the upload (unless done before), then the registration; answers the enrollee's new record. */
export async function runProfileJob(payload: ProfileJobPayload, context: RunContext) {
  let pictureFilename = payload.pictureFilename
  if (pictureFilename === undefined) {
    const photo = context.blobs[PROFILE_PHOTO_BLOB]
    if (!photo)
      throw new ApiError(-1, 'The passport photograph was not kept with this profile.', 'malformed', { detail: { step: 'upload' } })
    try {
      pictureFilename = await uploadPhoto(photo, context)
    } catch (error) {
      throw atStep(error, { step: 'upload' })
    }
  }
  const json = toRegisterPayload(payload.values, { ...payload, pictureFilename })
  try {
    const headers = { 'Idempotency-Key': context.idempotencyKey }
    // Two requests, two checks (decisions: 'A shared phone and payments'): the session may change between the upload and the registration.
    context.checkSession()
    const options = { method: 'POST' as const, json, headers, signal: context.signal, token: context.token }
    return (await apiRequest(registerProfileResponse, '/enrollees/profile', options)).data
  } catch (error) {
    throw atStep(error, { step: 'profile', pictureFilename })
  }
}
