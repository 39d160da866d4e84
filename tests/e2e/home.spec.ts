/**
 * The home page says what needs doing: each card with its count and the link that resolves it, from the cached
 * invoices and enrollees (offline too), the cover timeline reachable by keyboard with its table, no axe violation.
 */
import { readFileSync } from 'node:fs'
import type { APIRequestContext, Page } from '@playwright/test'
import * as v from 'valibot'
import { test, expect, logIn, type ProviderApi } from './fixtures'
import { E2E_API_ORIGIN } from './env'
import { axeViolations } from './axe'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'
import { daysLeft } from '../../src/lib/format/lagos-days'

const toHome = `/login?r=${encodeURIComponent('/dashboard/home')}`
const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true })
const lastUpdated = (page: Page) => page.getByText(/^Last updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}$/)

/** The days left of each invoice, counted as the app counts them (Lagos days) from the API's end dates. */
async function daysLeftOf(api: ProviderApi, request: APIRequestContext, email: string) {
  const headers = { Authorization: `Bearer ${await api.accessToken(email)}` }
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices`, { headers })
  const { data } = v.parse(
    v.object({ data: v.array(v.object({ reference_code: v.string(), end_date: v.nullable(v.string()) })) }),
    await response.json(),
  )
  return new Map(data.map((invoice) => [invoice.reference_code, invoice.end_date ? daysLeft(invoice.end_date, new Date()) : null]))
}

const daysText = (days: number | null | undefined) => (days === 1 ? '1 day left' : `${days ?? '?'} days left`)

test('owner@: every card with its count and its way to resolve it', async ({ page, api, request }) => {
  const left = await daysLeftOf(api, request, 'owner@example.com')
  await logIn(page, 'owner@example.com', { to: toHome })
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(page.getByText(/^Welcome to your plan-owner dashboard\./)).toBeVisible()

  // Soonest first: 2, 10 and 25 days in the seed.
  const soon = card(page, 'Cover ending soon')
  await expect(soon.getByRole('listitem')).toHaveText([
    new RegExp(`^INV-1002: ${daysText(left.get('INV-1002'))}`),
    new RegExp(`^INV-1004: ${daysText(left.get('INV-1004'))}`),
    new RegExp(`^INV-1003: ${daysText(left.get('INV-1003'))}`),
  ])
  await expect(soon.getByRole('link', { name: 'INV-1002' })).toHaveAttribute('href', '/dashboard/invoices/INV-1002')

  const ended = card(page, 'Cover ended')
  await expect(ended.getByRole('link')).toHaveText(['Renew INV-1005', 'Renew INV-1006', 'Renew INV-1007'])
  await expect(ended.getByRole('link', { name: 'Renew INV-1005' })).toHaveAttribute('href', '/dashboard/invoices/INV-1005')

  const unpaid = card(page, 'Unpaid or part-paid invoices')
  await expect(unpaid.getByRole('listitem')).toHaveText(['INV-1008: not paid', 'INV-1002: part-paid'])

  const slots = card(page, 'Free plan slots')
  await expect(slots.getByRole('listitem')).toHaveText([
    'INV-1004: 3 free slots Assign',
    'INV-1001: 2 free slots Assign',
    'INV-1002: 3 free slots Assign',
  ])
  await expect(slots.getByRole('link', { name: 'Assign a slot of INV-1001' })).toHaveAttribute(
    'href',
    '/dashboard/invoices/edit/add-enrollee?refCode=INV-1001',
  )

  await expect(card(page, 'Changes waiting to sync')).toHaveCount(0)
  await expect(page.getByText('Everything is in order')).toHaveCount(0)

  const plans = page.getByRole('region', { name: 'Enrollees by plan and status' })
  await expect(plans.getByRole('listitem').first()).toHaveText('Red Beryl: Active 6, Suspended 3, Deactivated 1')

  const profiles = card(page, 'Profiles to complete')
  await expect(profiles).toContainText('6 enrollees have no profile yet.')
  await profiles.getByRole('link', { name: 'Show them' }).click()
  await expect(page).toHaveURL(/\/dashboard\/enrollees\?status=incomplete$/)
  await expect(page.getByText('Showing 6 of 18')).toBeVisible()
})

test('owner@: the cover timeline by keyboard, its table, and no axe violation', async ({ page }) => {
  await logIn(page, 'owner@example.com', { to: toHome })
  const timeline = page.getByRole('region', { name: 'Cover timeline' })
  // Soonest end first: INV-1002's bar is the first, and Tab reaches it.
  await expect(timeline.getByRole('link').first()).toHaveText(/^INV-1002 · \d+ days? left/)
  await timeline.getByText('Show as a table').click()
  const table = timeline.getByRole('table', { name: 'Cover of each active invoice' })
  await expect(table.getByRole('row')).toHaveCount(5)
  await expect(table.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('INV-1002')
  expect(await axeViolations(page)).toEqual([])

  await page.getByRole('heading', { level: 1, name: 'Home' }).click()
  let focused = ''
  for (let presses = 0; presses < 60 && !focused.startsWith('INV-1002 ·'); presses += 1) {
    await page.keyboard.press('Tab')
    focused = await page.evaluate(() => document.activeElement?.textContent ?? '')
  }
  expect(focused).toMatch(/^INV-1002 · /)
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/invoices\/INV-1002$/)
})

test('family@: only the profile to complete', async ({ page }) => {
  await logIn(page, 'family@example.com', { to: toHome })
  await expect(card(page, 'Profiles to complete')).toContainText('1 enrollee has no profile yet.')
  await expect(card(page, 'Cover ending soon')).toHaveCount(0)
  await expect(card(page, 'Cover ended')).toHaveCount(0)
  await expect(card(page, 'Free plan slots')).toHaveCount(0)
  await expect(card(page, 'Unpaid or part-paid invoices')).toHaveCount(0)
  await expect(page.getByRole('region', { name: 'Cover timeline' }).getByRole('link')).toHaveCount(2)
})

test('large@: 10,000 enrollees and 200 invoices still render quickly, twelve bars and the rest in the table', async ({ page }) => {
  await logIn(page, 'large@example.com', { to: toHome })
  const started = Date.now()
  await expect(card(page, 'Cover ended')).toBeVisible()
  await expect(card(page, 'Profiles to complete')).toContainText(/^Profiles to complete[\d,]+[\d,]+ enrollees have no profile yet\./)
  expect(Date.now() - started).toBeLessThan(5_000)
  const timeline = page.getByRole('region', { name: 'Cover timeline' })
  await expect(timeline.getByRole('link')).toHaveCount(12)
  await expect(timeline).toContainText(/\d+ more invoices are in the table\./)
})

test('offline: the saved copy, with when it was last updated', async ({ page, context, api }) => {
  await logIn(page, 'owner@example.com', { to: toHome, rememberMe: true })
  await expect(card(page, 'Cover ending soon')).toBeVisible()
  await waitUntilControlled(page)
  await waitUntilPersisted(page, '["invoices","list"]')
  await waitUntilPersisted(page, '["enrollees","list"]')
  await api.fault({ method: '*', path: '/v3/**', status: 503, times: 10_000 })
  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Home' })).toBeVisible()
  await expect(card(page, 'Cover ending soon').getByRole('listitem')).toHaveCount(3)
  await expect(card(page, 'Profiles to complete')).toContainText('6 enrollees have no profile yet.')
  await expect(lastUpdated(page)).toBeVisible()
})

test('Add to calendar: an .ics with an all-day event on the cover end date, alarms 14 and 3 days before, the invoice link', async ({
  page,
  api,
  request,
}) => {
  const headers = { Authorization: `Bearer ${await api.accessToken('owner@example.com')}` }
  const response = await request.get(`${E2E_API_ORIGIN}/v3/accounts/invoices/INV-1003`, { headers })
  const { data } = v.parse(v.object({ data: v.object({ end_date: v.string() }) }), await response.json())
  await logIn(page, 'owner@example.com', { to: toHome })
  const downloading = page.waitForEvent('download')
  await card(page, 'Cover ending soon').getByRole('button', { name: "Add to calendar: the end of INV-1003's cover" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toBe('cover-INV-1003.ics')
  const path = await download.path()
  const ics = readFileSync(path, 'utf8').replace(/\r\n[ \t]/g, '')
  const values = (name: string) =>
    ics
      .split('\r\n')
      .filter((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`))
      .map((line) => line.slice(line.indexOf(':') + 1))
  expect(values('DTSTART')).toEqual([data.end_date.replace(/-/g, '')])
  expect(ics).toContain('DTSTART;VALUE=DATE:')
  expect(values('TRIGGER')).toEqual(['-P14D', '-P3D'])
  expect(values('SUMMARY')).toEqual(['Cover for INV-1003 ends'])
  expect(values('URL')).toEqual([new URL('/dashboard/invoices/INV-1003', page.url()).href])
})
