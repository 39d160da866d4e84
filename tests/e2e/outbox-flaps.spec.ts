import type { Page } from '@playwright/test'
import * as v from 'valibot'
import { expect, logIn, test } from './fixtures'
import { applied, EDITABLE, editDetails, outboxJobsText, OWNER, serverEnrollee, syncIndicator, waitingEdits } from './outbox-kit'
import { waitUntilControlled } from './service-worker'
import { waitUntilPersisted } from './persisted-cache'

const EDITS = 50
/** After these edits every tab reloads (5 reloads); 13 and 43 fall inside offline spells. */
const RELOAD_AFTER = new Set([10, 13, 30, 43, 50])
/** Before these edits the network flaps (20 flaps), in turn: offline, 503s, a stall, a lost answer. */
const FLAP_BEFORE = [2, 4, 7, 9, 12, 14, 17, 19, 22, 24, 27, 29, 32, 34, 37, 39, 42, 44, 47, 49]
const FLAP_KINDS = ['offline', '503', 'stall', 'lost-answer'] as const
/**
 * An offline spell covers the edits from its flap up to (not including) this
 * many later; the last one is long enough for one enrollee to be edited twice
 * while the first edit still waits, the one case where the two may coalesce.
 */
const spellLength = (k: number) => (k === 42 ? 5 : 2)
const run = (k: number) => `Run${String(k).padStart(2, '0')}`
/** Edit k changes enrollee EDITABLE[(k - 1) % 4]: each enrollee's next edit is 4 later. */
const enrolleeOf = (k: number) => EDITABLE[(k - 1) % EDITABLE.length] ?? EDITABLE[0]

const editBody = v.object({ last_name: v.pipe(v.string(), v.regex(/^Run\d{2}$/)) })

test('50 edits across 5 reloads and 20 network flaps: none lost, none applied twice, order kept per enrollee', async ({
  page,
  context,
  api,
  request,
}) => {
  test.setTimeout(240_000)
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
  /** The edits of the same enrollee still waiting in the outbox just before edit k was made. */
  const waitingBefore = new Map<number, string[]>()
  const flaps: string[] = []
  let offline: { until: number; fault: number } | null = null
  let offlineReloads = 0
  // Offline is the browser's flag plus the API failing every call, should one slip past setOffline (service-worker traffic).
  const endOfflineSpell = async () => {
    if (!offline) return
    await api.removeFault(offline.fault)
    await context.setOffline(false)
    offline = null
  }
  for (let k = 1; k <= EDITS; k += 1) {
    const flap = FLAP_BEFORE.indexOf(k)
    if (flap >= 0) {
      const kind = FLAP_KINDS[flap % FLAP_KINDS.length] ?? 'offline'
      flaps.push(kind)
      if (kind === 'offline') {
        const fault = await api.fault({ method: '*', path: '/v3/**', status: 503, times: 10_000 })
        await context.setOffline(true)
        offline = { until: k + spellLength(k), fault }
      } else if (kind === '503') await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, times: 3 })
      else if (kind === 'stall') await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', delay_ms: 3000 })
      else await api.fault({ method: 'PATCH', path: '/v3/enrollees/*/dependant', status: 503, phase: 'after' })
    }
    if (offline?.until === k) await endOfflineSpell()
    const index = (k - 1) % EDITABLE.length
    const id = enrolleeOf(k)
    const tab = tabs[index] ?? page
    await tab.bringToFront()
    // Only an edit left waiting by the same enrollee's previous one can be coalesced into this one.
    if (outcomes.get(k - EDITABLE.length) === 'queued') waitingBefore.set(k, await waitingEdits(tab, id))
    const outcome = await editDetails(tab, { last: run(k), email: `e${id}@example.com`, phone: `0803000${id}` })
    if (typeof outcome !== 'string') throw new Error(`Edit ${k} was refused`)
    outcomes.set(k, outcome)
    if (RELOAD_AFTER.has(k)) {
      if (offline) offlineReloads += 1
      for (const each of tabs) await each.reload()
      for (const each of tabs) await expect(each.getByRole('button', { name: 'Edit profile' })).toBeVisible()
    }
  }
  expect(flaps).toHaveLength(20)
  expect(offlineReloads).toBeGreaterThanOrEqual(1)

  // Reconnected for good: every tab's queue empties.
  const lostAnswersLeft = (await api.pendingFaults()).filter((fault) => fault.phase === 'after').length
  await endOfflineSpell()
  await api.clearFaults()
  const reconnectedAt = Date.now()
  for (const tab of tabs) {
    try {
      await expect(syncIndicator(tab)).toHaveCount(0, { timeout: 60_000 })
    } catch (error) {
      // A job left in conflict or refused: its stored payload (the edit, its base, the fields) goes into the report.
      await test.info().attach('outbox jobs', { body: await outboxJobsText(tab), contentType: 'text/plain' })
      throw error
    }
  }
  const drainMs = Date.now() - reconnectedAt

  // Every edit the API applied, traced back to the edit by its unique last name.
  const { writes, keys } = await applied(request)
  const editWrites = writes
    .filter((write) => /^\/v3\/enrollees\/\d+\/dependant$/.test(write.path))
    .map((write) => ({ path: write.path, key: write.idem_key, k: Number(v.parse(editBody, JSON.parse(write.body)).last_name.slice(3)) }))
  const timesApplied = (k: number) => editWrites.filter((write) => write.k === k).length
  // Coalesced: never sent itself, but still waiting when the same enrollee's next edit was made,
  // which replaced it and did reach the server (itself or through the edit it was coalesced into).
  const coalesced = new Set<number>()
  for (let k = EDITS; k >= 1; k -= 1) {
    const next = k + EDITABLE.length
    const nextReached = next <= EDITS && (timesApplied(next) === 1 || coalesced.has(next))
    if (timesApplied(k) === 0 && outcomes.get(k) === 'queued' && waitingBefore.get(next)?.includes(run(k)) && nextReached) coalesced.add(k)
  }
  const all = Array.from({ length: EDITS }, (_, i) => i + 1)
  const lost = all.filter((k) => timesApplied(k) === 0 && !coalesced.has(k))
  const appliedTwice = all.filter((k) => timesApplied(k) > 1)
  expect(lost, 'edits neither applied nor coalesced into a later one').toEqual([])
  expect(appliedTwice, 'edits applied more than once').toEqual([])
  // Every applied edit carried its own Idempotency-Key.
  const appliedKeys = editWrites.map((write) => write.key)
  expect(appliedKeys.every((key) => key !== null)).toBe(true)
  expect(new Set(appliedKeys).size).toBe(appliedKeys.length)

  for (const [index, id] of EDITABLE.entries()) {
    const order = editWrites.filter((write) => write.path === `/v3/enrollees/${id}/dependant`).map((write) => write.k)
    const last = all.filter((k) => enrolleeOf(k) === id).at(-1) ?? 0
    // In the order they were made, ending with the last edit, on the server and on screen.
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(order.at(-1)).toBe(last)
    expect(await serverEnrollee(request, api, id)).toMatchObject({ last_name: run(last) })
    await expect((tabs[index] ?? page).getByRole('heading', { level: 1 })).toContainText(run(last))
  }

  // The answers lost on the way back (the write applied, then a 503) all happened, and none was applied twice
  // (above). An edit reads (decisions: 'A shared phone and payments') the server's record before sending: one it finds already applied is not
  // sent again; one sent again anyway (the read also lost) is answered from the Idempotency-Key record.
  const replays = keys.reduce((sum, key) => sum + key.replays, 0)
  expect(lostAnswersLeft).toBe(0)
  const figures = {
    edits: EDITS,
    sentAtOnce: [...outcomes.values()].filter((o) => o === 'sent').length,
    queued: [...outcomes.values()].filter((o) => o === 'queued').length,
    applied: all.filter((k) => timesApplied(k) === 1).length,
    coalescedBeforeSending: coalesced.size,
    lost: lost.length,
    appliedTwice: appliedTwice.length,
    duplicateSendsAnsweredFromIdempotencyRecord: replays,
    reloads: RELOAD_AFTER.size,
    offlineReloads,
    flaps: flaps.length,
    reconnectToEmptyQueueMs: drainMs,
  }
  test.info().annotations.push({ type: 'flap-figures', description: JSON.stringify(figures) })
  console.log('outbox flap figures', JSON.stringify(figures))
})
