import type { Page } from '@playwright/test'
import { expect, logIn, test } from './fixtures'
import { applied, appliedEdits, EDITABLE, editDetails, OWNER, serverEnrollee, syncIndicator } from './outbox-kit'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'

const EDITS = 50
/** After these edits every tab reloads (5 reloads). */
const RELOAD_AFTER = new Set([10, 20, 30, 40, 50])
/** Before these edits the network flaps (20 flaps), in turn: offline, 503s, a stall, a lost answer. */
const FLAP_BEFORE = [2, 4, 7, 9, 12, 14, 17, 19, 22, 24, 27, 29, 32, 34, 37, 39, 42, 44, 47, 49]
const FLAP_KINDS = ['offline', '503', 'stall', 'lost-answer'] as const
const run = (k: number) => `Run${String(k).padStart(2, '0')}`

test('50 edits across 5 reloads and 20 network flaps: none lost, none applied twice, order kept per enrollee', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(420_000)
  // One tab per enrollee, as a busy HR officer would have them open.
  await logIn(page, OWNER, { to: `/login?r=${encodeURIComponent(`/dashboard/enrollees/${EDITABLE[0]}`)}` })
  await waitUntilControlled(page)
  const tabs: Page[] = [page]
  for (const id of EDITABLE.slice(1)) {
    const tab = await context.newPage()
    await tab.goto(`/dashboard/enrollees/${id}`)
    tabs.push(tab)
  }
  for (const tab of tabs) await expect(tab.getByRole('button', { name: 'Edit profile' })).toBeVisible()
  // Every tab's enrollee on the device before the first flap (tabs merge what they save).
  for (const id of EDITABLE) await waitUntilPersisted(page, JSON.stringify(['enrollees', 'detail', id]))

  const outcomes = new Map<number, 'sent' | 'queued'>()
  const flaps: string[] = []
  let offlineUntil = 0
  for (let k = 1; k <= EDITS; k += 1) {
    const flap = FLAP_BEFORE.indexOf(k)
    if (flap >= 0) {
      const kind = FLAP_KINDS[flap % FLAP_KINDS.length] ?? 'offline'
      flaps.push(kind)
      if (kind === 'offline') {
        await context.setOffline(true)
        offlineUntil = k + 2
      } else if (kind === '503') await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, times: 3 })
      else if (kind === 'stall') await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', delay_ms: 3000 })
      else await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, phase: 'after' })
    }
    if (offlineUntil && k === offlineUntil) {
      await context.setOffline(false)
      offlineUntil = 0
    }
    const index = (k - 1) % EDITABLE.length
    const id = EDITABLE[index] ?? 1002
    const tab = tabs[index] ?? page
    await tab.bringToFront()
    const outcome = await editDetails(tab, { last: run(k), email: `e${id}@example.com`, phone: `0803000${id}` })
    if (typeof outcome !== 'string') throw new Error(`Edit ${k} was refused`)
    outcomes.set(k, outcome)
    if (RELOAD_AFTER.has(k)) {
      for (const each of tabs) await each.reload()
      for (const each of tabs) await expect(each.getByRole('button', { name: 'Edit profile' })).toBeVisible()
    }
  }
  expect(flaps).toHaveLength(20)

  // Reconnected for good: every tab's queue empties.
  await context.setOffline(false)
  await api.clearFaults()
  for (const tab of tabs) await expect(syncIndicator(tab)).toHaveCount(0, { timeout: 60_000 })

  const { writes, keys } = await applied(request)
  const appliedKeys = writes.map((write) => write.idem_key)
  let appliedCount = 0
  for (const [index, id] of EDITABLE.entries()) {
    const mine = Array.from({ length: EDITS }, (_, i) => i + 1).filter((k) => (k - 1) % EDITABLE.length === index)
    const last = mine.at(-1) ?? 0
    const edits = await appliedEdits(request, id)
    const order = edits.map((edit) => Number(edit.last_name.replace('Run', '')))
    // In order, each at most once, ending with the last edit: nothing lost.
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(new Set(order).size).toBe(order.length)
    expect(order.at(-1)).toBe(last)
    expect(await serverEnrollee(request, api, id)).toMatchObject({ last_name: run(last) })
    // What the form reported as sent did reach the server.
    for (const k of mine) if (outcomes.get(k) === 'sent') expect(order).toContain(k)
    appliedCount += edits.length
    await expect((tabs[index] ?? page).getByRole('heading', { level: 1 })).toContainText(run(last))
  }
  expect(appliedKeys.every((key) => key !== null)).toBe(true)
  expect(new Set(appliedKeys).size).toBe(appliedKeys.length)
  const replays = keys.reduce((sum, key) => sum + key.replays, 0)
  const figures = {
    edits: EDITS,
    sentAtOnce: [...outcomes.values()].filter((o) => o === 'sent').length,
    queued: [...outcomes.values()].filter((o) => o === 'queued').length,
    applied: appliedCount,
    supersededBeforeSending: EDITS - appliedCount,
    appliedTwice: appliedKeys.length - new Set(appliedKeys).size,
    duplicateSendsAnsweredFromIdempotencyRecord: replays,
    lost: 0,
  }
  test.info().annotations.push({ type: 'flap-figures', description: JSON.stringify(figures) })
  console.log('outbox flap figures', JSON.stringify(figures))
})
