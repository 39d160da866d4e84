/**
 * (decisions: 'What a new user tripped on') every one-time action of the dashboard is covered by the
 * Idempotency-Key middleware. The same key twice (a quick second tap, a retry
 * after a lost answer) gets the first answer replayed and is applied once; the
 * same request without a key is what the user used to see: a refusal after
 * the success ("Enrollee not found", "already off").
 */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { client, expectError, login, makeApp, type App } from '../test/helpers'

type Method = 'POST' | 'PUT' | 'PATCH' | 'DELETE'
type Action = { name: string; method: Method; path: string; body?: unknown; refusal: [number, string] | null }

function send(app: App, token: string, action: Action, key?: string) {
  return app.request(action.path, {
    method: action.method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(action.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(key ? { 'Idempotency-Key': key } : {}),
    },
    body: action.body === undefined ? undefined : JSON.stringify(action.body),
  })
}

const writeLog = v.object({ data: v.object({ writes: v.array(v.object({ method: v.string(), path: v.string() })) }) })

async function writes(app: App) {
  return v.parse(writeLog, await (await client(app).get('/__test/idempotency')).json()).data.writes
}

const ACTIONS: Action[] = [
  { name: 'transfer', method: 'POST', path: '/v3/enrollees/1002/transfer', refusal: [404, 'Enrollee not found'] },
  { name: 'reactivate', method: 'PATCH', path: '/v3/enrollees/1003/reactivate', refusal: [422, 'This enrollee is not deactivated.'] },
  { name: 'remove extension', method: 'DELETE', path: '/v3/enrollees/1001/extensions/1', refusal: [404, 'Extension not found'] },
  {
    name: 'deactivation reason',
    method: 'POST',
    path: '/v3/enrollees/1002/deactivate-reason',
    body: { reason: 'Moved abroad' },
    refusal: null,
  },
  {
    name: 'deactivate (start removal)',
    method: 'DELETE',
    path: '/v3/enrollees/1002',
    refusal: [422, 'This enrollee is already being removed.'],
  },
  {
    name: 'auto-billing off',
    method: 'POST',
    path: '/v3/payment/unsubscribe/INV-1002',
    refusal: [422, 'Auto-billing is already off for this invoice.'],
  },
  {
    name: 'auto-billing on',
    method: 'POST',
    path: '/v3/payment/subscribe/INV-1001',
    refusal: [422, 'Auto-billing is already on for this invoice.'],
  },
  { name: 'frequency change', method: 'PUT', path: '/v3/accounts/invoices/INV-1001', body: { frequency: 'q' }, refusal: null },
]

describe('one-time actions with the same Idempotency-Key twice', () => {
  it.each(ACTIONS)('$name: the first answer again, applied once', async (action) => {
    const app = makeApp()
    const token = await login(app)
    const first = await send(app, token, action, `${action.name}-1`)
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    const second = await send(app, token, action, `${action.name}-1`)
    expect(second.status).toBe(200)
    expect(second.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await second.text()).toBe(firstBody)
    expect(await writes(app)).toEqual([{ method: action.method, path: action.path }])
  })

  it.each(ACTIONS.filter((action) => action.refusal !== null))('$name: without the key, a repeat is refused', async (action) => {
    const app = makeApp()
    const token = await login(app)
    expect((await send(app, token, action)).status).toBe(200)
    const [status, message] = action.refusal ?? [0, '']
    await expectError(await send(app, token, action), status, message)
  })

  it("a replayed transfer leaves the enrollee transferred once (gone from the owner's list)", async () => {
    const app = makeApp()
    const token = await login(app)
    const transfer = ACTIONS[0]
    if (!transfer) throw new Error('transfer is listed')
    await send(app, token, transfer, 't-1')
    await send(app, token, transfer, 't-1')
    await expectError(await client(app, token).get('/v3/enrollees/1002'), 404, 'Enrollee not found')
  })
})
