import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { enrolleeListResponse } from '../../src/lib/contract/enrollees'
import { asUser, client, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)
const hooks = client(app)
const addFault = (fault: Record<string, unknown>) => hooks.post('/__test/faults', fault)

describe('POST /__test/faults', () => {
  it('answers the status for the next `times` matching calls, then lets calls through', async () => {
    expect((await addFault({ method: 'get', path: '/v3/enrollees', status: 500, times: 2 })).status).toBe(201)
    await expectError(await owner.get('/v3/enrollees'), 500, 'Injected fault (500)')
    await expectError(await owner.get('/v3/enrollees'), 500)
    await expectOk(await owner.get('/v3/enrollees'), enrolleeListResponse)
  })

  it('matches `*` to exactly one path segment and the method', async () => {
    await addFault({ method: 'GET', path: '/v3/enrollees/*', status: 404, body: { status: 'error', message: 'Gone' } })
    expect((await owner.post('/v3/enrollees/unhash', { hash: 'x' })).status).toBe(404) // real 404 (unknown hash), fault untouched
    expect((await owner.get('/v3/enrollees/1001/dependant')).status).toBe(404) // no such GET route
    await expectError(await owner.get('/v3/enrollees/1001'), 404, 'Gone')
    expect((await owner.get('/v3/enrollees/1001')).status).toBe(200)
  })

  it('answers a deliberately malformed body as given', async () => {
    await addFault({ method: 'GET', path: '/v3/enrollees', status: 200, body: { status: 'success', data: [{ id: 'not-a-number' }] } })
    const res = await owner.get('/v3/enrollees')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'success', data: [{ id: 'not-a-number' }] })
    await addFault({ path: '/v3/accounts/invoices', status: 200, body: null })
    expect(await (await owner.get('/v3/accounts/invoices')).json()).toBeNull()
  })

  it('stalls `delay_ms` and then answers normally when no status is given', async () => {
    await addFault({ method: 'GET', path: '/v3/utility/**', delay_ms: 150 })
    const started = performance.now()
    expect((await owner.get('/v3/utility/banks')).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('phase after: the call runs (its write is applied), then its answer is replaced', async () => {
    await addFault({ method: 'POST', path: '/v3/enrollees/*/deactivate-reason', status: 503, phase: 'after' })
    await expectError(await owner.post('/v3/enrollees/1002/deactivate-reason', { reason: 'Moved away' }), 503, 'Injected fault (503)')
    const writes: unknown = await (await hooks.get('/__test/idempotency')).json()
    expect(JSON.stringify(writes)).toContain('Moved away')
    await expectError(
      await addFault({ path: '/v3/enrollees', delay_ms: 10, phase: 'after' }),
      422,
      'A fault after the call needs a status.',
    )
  })

  it('DELETE /__test/faults clears them; bad faults answer 422', async () => {
    await addFault({ path: '/v3/enrollees', status: 503, times: 5 })
    expect((await hooks.delete('/__test/faults')).status).toBe(200)
    expect((await owner.get('/v3/enrollees')).status).toBe(200)
    await expectError(await addFault({ path: '/v3/enrollees' }), 422, 'Give a status, a delay_ms, or both.')
    await expectError(await addFault({ path: 'v3/enrollees', status: 500 }), 422, 'The path must start with /.')
  })

  it('DELETE /__test/faults/{id} removes that fault only; an unknown one answers 404', async () => {
    const added = v.parse(
      v.object({ data: v.object({ id: v.number() }) }),
      await (await addFault({ path: '/v3/enrollees', status: 503, times: 100 })).json(),
    )
    await addFault({ method: 'GET', path: '/v3/accounts/invoices', status: 500 })
    expect((await hooks.delete(`/__test/faults/${added.data.id}`)).status).toBe(200)
    expect((await owner.get('/v3/enrollees')).status).toBe(200)
    await expectError(await owner.get('/v3/accounts/invoices'), 500)
    await expectError(await hooks.delete(`/__test/faults/${added.data.id}`), 404, 'No such fault.')
    await expectError(await hooks.delete('/__test/faults/abc'), 422, 'The fault id must be a number.')
  })
})
