import { createHash } from 'node:crypto'
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { enrolleeDetailResponse } from '../../src/lib/contract/enrollees'
import { openDatabase } from '../db/database'
import { client, expectError, login, makeApp, testClock, type App } from '../test/helpers'
import { reserveKey } from './idempotency-store'

const edit = (first_name: string) => ({
  first_name,
  last_name: 'Bakare',
  email_address: 'tunde.bakare@example.com',
  phone_number: '08030001002',
})

async function patch(app: App, token: string, body: unknown, key?: string, path = '/v3/enrollees/1002/dependant') {
  return app.request(path, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(key ? { 'Idempotency-Key': key } : {}) },
    body: JSON.stringify(body),
  })
}

const record = v.object({
  data: v.object({
    keys: v.array(v.object({ idem_key: v.string(), state: v.string(), status: v.nullable(v.number()), replays: v.number() })),
    writes: v.array(v.object({ path: v.string(), idem_key: v.nullable(v.string()), body: v.string() })),
  }),
})

async function idempotency(app: App) {
  return v.parse(record, await (await client(app).get('/__test/idempotency')).json()).data
}

async function firstName(app: App, token: string) {
  const res = await client(app, token).get('/v3/enrollees/1002')
  return v.parse(enrolleeDetailResponse, await res.json()).data.first_name
}

describe('Idempotency-Key', () => {
  it('answers a replay with the first answer and does not apply it again', async () => {
    const app = makeApp()
    const token = await login(app)
    const first = await patch(app, token, edit('Babatunde'), 'key-1')
    expect(first.status).toBe(200)
    const firstBody = await first.text()
    // Someone changes the name since; a late replay of key-1 must not undo that.
    expect((await patch(app, token, edit('Tunde'), 'key-2')).status).toBe(200)
    const replay = await patch(app, token, edit('Babatunde'), 'key-1')
    expect(replay.status).toBe(200)
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true')
    expect(await replay.text()).toBe(firstBody)
    expect(await firstName(app, token)).toBe('Tunde')
    const state = await idempotency(app)
    expect(state.writes.map((write) => write.idem_key)).toEqual(['key-1', 'key-2'])
    expect(state.keys.find((key) => key.idem_key === 'key-1')).toMatchObject({ state: 'done', status: 200, replays: 1 })
  })

  it('applies a write once when its first answer was lost on the way back', async () => {
    const app = makeApp()
    const token = await login(app)
    await client(app).post('/__test/faults', { method: 'PATCH', path: '/v3/enrollees/1002/dependant', status: 503, phase: 'after' })
    await expectError(await patch(app, token, edit('Babatunde'), 'lost'), 503)
    expect(await firstName(app, token)).toBe('Babatunde')
    const retry = await patch(app, token, edit('Babatunde'), 'lost')
    expect(retry.status).toBe(200)
    expect(retry.headers.get('Idempotent-Replayed')).toBe('true')
    expect((await idempotency(app)).writes).toHaveLength(1)
  })

  it('refuses the same key with a different body, and keeps keys per path', async () => {
    const app = makeApp()
    const token = await login(app)
    expect((await patch(app, token, edit('Babatunde'), 'k')).status).toBe(200)
    await expectError(await patch(app, token, edit('Other'), 'k'), 422, 'This Idempotency-Key was already used for a different request.')
    const elsewhere = await patch(app, token, { ...edit('Amaka'), last_name: 'Chukwu' }, 'k', '/v3/enrollees/1011/dependant')
    expect(elsewhere.status).toBe(200)
    expect(elsewhere.headers.get('Idempotent-Replayed')).toBeNull()
  })

  it('does not remember refusals: nothing was applied, so the request may run again', async () => {
    const app = makeApp()
    const token = await login(app)
    // 1001 has completed their profile: the API refuses the edit.
    await expectError(await patch(app, token, edit('X'), 'refused', '/v3/enrollees/1001/dependant'), 422)
    await expectError(await patch(app, token, edit('X'), 'refused', '/v3/enrollees/1001/dependant'), 422)
    const state = await idempotency(app)
    expect(state.keys).toEqual([])
    expect(state.writes).toEqual([])
  })

  it('answers 409 + Retry-After while the first request with the key is still running', async () => {
    const clock = testClock()
    const db = openDatabase(':memory:')
    const app = makeApp({ db, now: clock.now })
    const token = await login(app)
    const owner = db.get(v.object({ id: v.number() }), 'SELECT id FROM users WHERE email = ?', 'owner@example.com')
    const scope = { key: 'busy', userId: owner?.id ?? 0, method: 'PATCH', path: '/v3/enrollees/1002/dependant' }
    const fingerprint = createHash('sha256')
      .update(JSON.stringify(edit('Babatunde')))
      .digest('hex')
    reserveKey(db, scope, fingerprint, clock.now().getTime())
    const busy = await patch(app, token, edit('Babatunde'), 'busy')
    await expectError(busy, 409, 'A request with this Idempotency-Key is still being processed.')
    expect(busy.headers.get('Retry-After')).toBe('1')
    // A reservation nobody completed (the server died mid-request) does not block the key for ever.
    clock.advance(61_000)
    expect((await patch(app, token, edit('Babatunde'), 'busy')).status).toBe(200)
  })

  it('forgets keys after 24 hours', async () => {
    const clock = testClock()
    const app = makeApp({ now: clock.now })
    const token = await login(app)
    expect((await patch(app, token, edit('Babatunde'), 'old')).status).toBe(200)
    clock.advance(24 * 60 * 60 * 1000 + 1)
    const again = await patch(app, token, edit('Babatunde'), 'old')
    expect(again.status).toBe(200)
    expect(again.headers.get('Idempotent-Replayed')).toBeNull()
    expect((await idempotency(app)).writes).toHaveLength(2)
  })

  it('lets the app send the header and read Retry-After across origins (CORS)', async () => {
    const app = makeApp()
    const preflight = await app.request('/v3/enrollees/1002/dependant', {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'idempotency-key',
      },
    })
    expect(preflight.headers.get('Access-Control-Allow-Headers')?.toLowerCase()).toContain('idempotency-key')
    const token = await login(app)
    const res = await app.request('/v3/enrollees/1002', { headers: { Authorization: `Bearer ${token}`, Origin: 'http://localhost:4173' } })
    expect(res.headers.get('Access-Control-Expose-Headers')).toContain('Retry-After')
  })
})
