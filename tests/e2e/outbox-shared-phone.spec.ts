/**
 * Decisions: 'A shared phone and payments': on a shared phone (no remember-me) a session that ends by
 * itself (a 401) warns about the changes not sent; "Sign in again" keeps them
 * only 15 minutes, "Delete them" removes them at once.
 */
import * as v from 'valibot'
import type { BrowserContext, Page } from '@playwright/test'
import { expect, logIn, test, type ProviderApi } from './fixtures'
import { editDetails, goOffline, OWNER, storedJobs } from './outbox-kit'

/** A change queued offline, then answered 401 once the phone is back online: the session is over. */
async function endSessionWithAChangeWaiting(page: Page, context: BrowserContext, api: ProviderApi) {
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent('/dashboard/enrollees/1011')}`, rememberMe: false })
  await expect(page.getByRole('heading', { level: 1, name: 'Amaka Chukwu' })).toBeVisible()
  await goOffline(context, api)
  expect(await editDetails(page, { last: 'Chukwu-Obi' })).toBe('queued')
  await api.clearFaults()
  await api.fault({ method: 'GET', path: '/v3/enrollees/1011', status: 401, body: { status: 'error', message: 'Unauthenticated.' } })
  await context.setOffline(false)
  const warning = page.getByRole('dialog', { name: '1 change has not been sent' })
  await expect(warning).toContainText('Sign in again within 15 minutes to send them', { timeout: 15_000 })
  return warning
}

const expiry = v.object({ expiresAt: v.number() })

test('"Sign in again" keeps the change on a shared phone for 15 minutes only', async ({ page, context, api }) => {
  const warning = await endSessionWithAChangeWaiting(page, context, api)
  const answeredAt = Date.now()
  await warning.getByRole('button', { name: 'Sign in again' }).click()
  await expect(page).toHaveURL(/\/login\?r=/)
  const jobs = await page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('hmo-outbox')
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(new Error('open failed'))
    })
    const rows = await new Promise<unknown[]>((resolve) => {
      const request = db.transaction('jobs').objectStore('jobs').getAll()
      request.onsuccess = () => resolve(request.result)
    })
    db.close()
    return JSON.stringify(rows)
  })
  const [job] = v.parse(v.array(expiry), JSON.parse(jobs))
  expect(job?.expiresAt).toBeLessThanOrEqual(answeredAt + 15 * 60 * 1000 + 5000)
  expect(job?.expiresAt).toBeGreaterThan(answeredAt)
})

test('"Delete them and log out" removes the change at once', async ({ page, context, api }) => {
  const warning = await endSessionWithAChangeWaiting(page, context, api)
  await warning.getByRole('button', { name: 'Delete them and log out' }).click()
  await expect(page).toHaveURL(/\/login\?r=/)
  await expect.poll(() => storedJobs(page)).toEqual([])
})
