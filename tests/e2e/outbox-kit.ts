/** Helpers of the outbox e2e specs (tests/e2e/outbox-*.spec.ts). */
import type { APIRequestContext, BrowserContext, Locator, Page } from '@playwright/test'
import * as v from 'valibot'
import { STATUS } from '../../src/lib/contract/codes'
import { E2E_API_ORIGIN } from './env'
import { expect, type ProviderApi } from './fixtures'

export const OWNER = 'owner@example.com'
/** The owner's active enrollees without a profile: the only ones whose details can be edited. */
export const EDITABLE = [1002, 1006, 1009, 1011] as const

const log = v.object({
  data: v.object({
    keys: v.array(
      v.object({ idem_key: v.string(), path: v.string(), state: v.string(), status: v.nullable(v.number()), replays: v.number() }),
    ),
    writes: v.array(
      v.object({ seq: v.number(), method: v.string(), path: v.string(), idem_key: v.nullable(v.string()), body: v.string() }),
    ),
  }),
})

/** What the API applied and the Idempotency-Keys it remembers (its exactly-once test hook). */
export async function applied(request: APIRequestContext) {
  const response = await request.get(`${E2E_API_ORIGIN}/__test/idempotency`)
  return v.parse(log, await response.json()).data
}

const editBody = v.object({ first_name: v.string(), last_name: v.string(), email_address: v.string(), phone_number: v.string() })

/** The edits the API applied to one enrollee, in the order it applied them. */
export async function appliedEdits(request: APIRequestContext, id: number) {
  const { writes } = await applied(request)
  return writes
    .filter((write) => write.path === `/v3/enrollees/${id}/dependant`)
    .map((write) => ({ key: write.idem_key, ...v.parse(editBody, JSON.parse(write.body)) }))
}

/** The enrollee as the API holds it now (not the app's cache). */
export async function serverEnrollee(request: APIRequestContext, api: ProviderApi, id: number, email = OWNER) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees/${id}`, { headers: { Authorization: `Bearer ${token}` } })
  expect(response.ok()).toBe(true)
  return v.parse(v.object({ data: v.object({ first_name: v.string(), last_name: v.string() }) }), await response.json()).data
}

/** The header's sync indicator ("3 changes waiting", "Syncing 2 of 5…"). */
export const syncIndicator = (page: Page) => page.getByRole('banner').getByRole('button', { name: /change|Syncing/ })

export const pendingBadge = (page: Page) => page.getByRole('region', { name: 'Profile' }).getByText('Pending sync')

export type Edit = { first?: string; last?: string; email?: string; phone?: string }

/**
 * Edits the open enrollee's details through the modal. Answers how it ended:
 * 'sent' (the success message), 'queued' (saved on this device) or the
 * open dialog when the server refused it.
 */
export async function editDetails(page: Page, edit: Edit): Promise<'sent' | 'queued' | Locator> {
  await page.getByRole('button', { name: 'Edit profile' }).click()
  const dialog = page.getByRole('dialog', { name: 'Edit details' })
  if (edit.first !== undefined) await dialog.getByLabel('First name').fill(edit.first)
  if (edit.last !== undefined) await dialog.getByLabel('Last name').fill(edit.last)
  if (edit.email !== undefined) await dialog.getByLabel('Email address').fill(edit.email)
  if (edit.phone !== undefined) await dialog.getByLabel('Phone number').fill(edit.phone)
  await dialog.getByRole('button', { name: 'Save changes' }).click()
  const sent = page.getByRole('dialog', { name: 'Details updated' })
  const queued = page.getByRole('dialog', { name: 'Saved on this device' })
  const refused = dialog.getByRole('alert')
  await expect(sent.or(queued).or(refused)).toBeVisible({ timeout: 20_000 })
  if (await refused.isVisible()) return dialog
  const outcome = (await sent.isVisible()) ? 'sent' : 'queued'
  // "Saved on this device" follows the change and becomes "Details updated" once a retry lands (decisions: 'Tabs on a shared phone'): Okay in
  // whichever it is by then.
  await sent.or(queued).getByRole('button', { name: 'Okay' }).click()
  return outcome
}

/** No connection: the browser is offline, and should a request slip past (service-worker traffic), the API fails it. */
export async function goOffline(context: BrowserContext, api: ProviderApi) {
  await context.setOffline(true)
  await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, times: 1000 })
}

export async function goOnline(context: BrowserContext, api: ProviderApi) {
  await api.clearFaults()
  await context.setOffline(false)
}

/** Every job row of the outbox database right now (any user's), read straight from IndexedDB. */
function jobRows(page: Page): Promise<unknown[]> {
  return page
    .evaluate(async () => {
      if (!(await indexedDB.databases()).some((info) => info.name === 'hmo-outbox')) return []
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('hmo-outbox')
        request.onsuccess = () => resolve(request.result)
        request.onerror = () => reject(new Error('open failed'))
      })
      try {
        if (!db.objectStoreNames.contains('jobs')) return []
        const rows = await new Promise<unknown[]>((resolve, reject) => {
          const request = db.transaction('jobs').objectStore('jobs').getAll()
          request.onsuccess = () => resolve(request.result)
          request.onerror = () => reject(new Error('read failed'))
        })
        // Kept as JSON text: the page hands plain data back, parsed with a schema on this side.
        return rows.map((row) => JSON.stringify(row))
      } finally {
        db.close()
      }
    })
    .then((rows) => rows.map((row): unknown => JSON.parse(row)))
}

/**
 * The outbox's jobs as stored (payload, base, status, conflict fields), as text for a failing test's report: a job
 * left in conflict or refused says which edit and which field, which the screen only counts.
 */
export async function outboxJobsText(page: Page): Promise<string> {
  return (await jobRows(page)).map((row) => JSON.stringify(row)).join('\n')
}

/** Rows that match `schema` (other kinds of job have another payload). */
const rowsOf = <T extends v.GenericSchema>(rows: unknown[], schema: T): v.InferOutput<T>[] =>
  rows.flatMap((row) => {
    const job = v.safeParse(schema, row)
    return job.success ? [job.output] : []
  })

const storedJob = v.object({ owner: v.string(), status: v.string(), kind: v.string() })

/** The jobs stored in the outbox database right now (any user's). */
export async function storedJobs(page: Page): Promise<v.InferOutput<typeof storedJob>[]> {
  return rowsOf(await jobRows(page), storedJob)
}

const waitingJob = v.object({
  kind: v.literal('enrollee.edit-details'),
  status: v.string(),
  payload: v.object({ enrolleeId: v.number(), body: v.object({ last_name: v.string() }) }),
})

/**
 * The last names of the edits of one enrollee still waiting in the outbox
 * (status queued: not being sent, not refused), read straight from IndexedDB.
 * A job being sent at that moment ('syncing') is waited out first: its send
 * either lands (the edit is applied) or fails back to queued, and only then is
 * it clear whether the enrollee's next edit may replace it (the engine
 * coalesces queued jobs only). Reading it mid-send would miss a coalescing.
 */
export async function waitingEdits(page: Page, enrolleeId: number): Promise<string[]> {
  let jobs = await editJobs(page, enrolleeId)
  const deadline = Date.now() + 20_000
  while (jobs.some((job) => job.status === 'syncing') && Date.now() < deadline) {
    await page.waitForTimeout(100)
    jobs = await editJobs(page, enrolleeId)
  }
  return jobs.filter((job) => job.status === 'queued').map((job) => job.payload.body.last_name)
}

/** The outbox's edit jobs of one enrollee, whatever their status. */
async function editJobs(page: Page, enrolleeId: number) {
  return rowsOf(await jobRows(page), waitingJob).filter((job) => job.payload.enrolleeId === enrolleeId)
}

/** Opens the sidebar on a phone and follows one of its links. */
export async function followNav(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'Toggle navigation' })
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name }).click()
}

const editableItem = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  has_profile: v.boolean(),
  active_status_id: v.number(),
  phone_number: v.nullable(v.string()),
})

/**
 * The first `count` of `email`'s enrollees whose details can be edited (active, no profile, a phone number), with
 * the name their page's heading shows. Used by the drain spec and the bench's drain.
 */
export async function editablePeople(api: ProviderApi, request: APIRequestContext, email: string, count: number) {
  const token = await api.accessToken(email)
  const response = await request.get(`${E2E_API_ORIGIN}/v3/enrollees`, { headers: { Authorization: `Bearer ${token}` } })
  const { data } = v.parse(v.object({ data: v.array(editableItem) }), await response.json())
  const people = data
    .filter((e) => !e.has_profile && e.active_status_id === STATUS.active && e.phone_number)
    .slice(0, count)
    .map((e) => ({ id: e.id, name: `${e.first_name} ${e.last_name}` }))
  if (people.length < count) throw new Error(`${email} has only ${people.length} editable enrollees`)
  return people
}

/** Every read of the enrollee list or of one enrollee the page sends from now on (paths, in order). */
export function recordEnrolleeReads(page: Page): string[] {
  const reads: string[] = []
  page.on('request', (sent) => {
    const path = new URL(sent.url()).pathname
    if (sent.method() === 'GET' && /^\/v3\/enrollees(\/\d+)?$/.test(path)) reads.push(path)
  })
  return reads
}
