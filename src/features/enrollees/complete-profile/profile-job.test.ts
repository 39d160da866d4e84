import { afterEach, describe, expect, it, vi } from 'vitest'
import { isApiError } from '@/lib/http/api-error'
import { enrolleeDetail } from '@/test/enrollee-sample'
import * as v from 'valibot'
import { initialProfileValues, profileAnswersSchema } from './profile-values'
import { passportMultipart, profileFailureOf, runProfileJob, type ProfileJobPayload } from './profile-job'
import { LAGOS, unhash } from '@/test/profile-samples'

const payload: ProfileJobPayload = {
  enrolleeId: 1002,
  hash: 'h-1',
  enrolleeType: '1',
  freeTextHospital: false,
  // Parsing drops the photo: the job keeps it as a Blob beside the answers.
  values: {
    ...v.parse(profileAnswersSchema, initialProfileValues(unhash)),
    sex: 'm',
    date_of_birth: '1990-04-12',
    home_address: '3 Marina Road',
    home_address_state_id: String(LAGOS),
    preferred_provider_id: '2',
    has_smartphone: '1',
  },
}
const photo = new Blob(['jpeg bytes'], { type: 'image/jpeg' })
const registered = enrolleeDetail({ id: 1002, profile: { picture: 'http://api/uploads/p.jpg', hmo_id: 'HMO/1002/A' } })

type Sent = { url: string; headers: Headers; body: unknown }

/** The API as a list of answers, one per request, recording what was sent. */
function serve(...answers: { status: number; body: unknown }[]) {
  const sent: Sent[] = []
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    sent.push({ url: request.url, headers: request.headers, body: init?.body })
    const answer = answers.shift() ?? { status: 500, body: {} }
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'Content-Type': 'application/json' } }),
    )
  })
  return sent
}

const context = (blobs: Record<string, Blob> = { photo }, checkSession: () => void = () => undefined) => ({
  idempotencyKey: 'job-1',
  blobs,
  signal: new AbortController().signal,
  token: 'owner-token',
  checkSession,
})

afterEach(() => vi.unstubAllGlobals())

describe('the queued profile completion', () => {
  it('uploads the photo, then registers with its filename; both carry the job’s Idempotency-Key', async () => {
    const sent = serve(
      { status: 200, body: { status: 'success', data: { filename: 'p.jpg' } } },
      { status: 200, body: { status: 'success', data: registered } },
    )
    const result = await runProfileJob(payload, context())
    expect(result.profile?.hmo_id).toBe('HMO/1002/A')
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/v3/upload', '/v3/enrollees/profile'])
    expect(sent.map((request) => request.headers.get('Idempotency-Key'))).toEqual(['job-1', 'job-1'])
    // Decisions: 'A shared phone and payments': the owner's token from the replay round, not whatever the session holds by then.
    expect(sent.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer owner-token', 'Bearer owner-token'])
    expect(sent[0]?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/)
    expect(JSON.parse(String(sent[1]?.body))).toMatchObject({ hash: 'h-1', profile_picture: 'p.jpg', home_address_state_id: LAGOS })
  })

  it('sends byte-for-byte the same upload on a replay, so the server recognises it', async () => {
    const first = passportMultipart(photo, 'job-1')
    const again = passportMultipart(photo, 'job-1')
    expect(again.contentType).toBe(first.contentType)
    expect(await again.body.text()).toBe(await first.body.text())
    expect(await first.body.text()).toContain('name="file_use"\r\n\r\nprofile_picture')
  })

  it('does not upload a photo that already reached the server', async () => {
    const sent = serve({ status: 200, body: { status: 'success', data: registered } })
    await runProfileJob({ ...payload, pictureFilename: 'p.jpg' }, context({}))
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/v3/enrollees/profile'])
  })

  it('says which step failed, keeping the status the retry rules read', async () => {
    serve({ status: 415, body: { status: 'error', message: 'Only pictures can be uploaded.' } })
    const upload = await runProfileJob(payload, context()).catch((error: unknown) => error)
    expect(isApiError(upload) && upload.code).toBe(415)
    expect(profileFailureOf(upload)).toEqual({ step: 'upload' })

    serve(
      { status: 200, body: { status: 'success', data: { filename: 'p.jpg' } } },
      { status: 503, body: { status: 'error', message: 'Down for maintenance' } },
    )
    const registration = await runProfileJob(payload, context()).catch((error: unknown) => error)
    expect(isApiError(registration) && registration.code).toBe(503)
    expect(profileFailureOf(registration)).toEqual({ step: 'profile', pictureFilename: 'p.jpg' })
  })

  it('checks the session before each of its two requests: a switch after the upload sends no registration', async () => {
    const sent = serve({ status: 200, body: { status: 'success', data: { filename: 'p.jpg' } } })
    let checks = 0
    const switched = () => {
      checks += 1
      if (checks > 1) throw new DOMException('The session changed', 'AbortError')
    }
    const outcome = await runProfileJob(payload, context({ photo }, switched)).catch((error: unknown) => error)
    expect(outcome).toBeInstanceOf(DOMException)
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(['/v3/upload'])
  })
})
