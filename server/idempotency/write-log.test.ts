/** Decisions: 'A shared phone and payments': the write log keeps no secrets (it showed `old_password=…`). */
import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { client, login, makeApp } from '../test/helpers'

const writes = v.object({
  data: v.object({
    writes: v.array(v.object({ path: v.string(), fingerprint: v.pipe(v.string(), v.regex(/^[a-f0-9]{64}$/)), body: v.string() })),
  }),
})

describe('the write log', () => {
  it('keeps a fingerprint and no password of a change of password, in JSON or a form, with or without a key', async () => {
    const app = makeApp()
    const first = await login(app)
    const asJson = await client(app, first).post(
      '/v3/accounts/change-password',
      { old_password: 'demo1234', new_password: 'secret99', confirm_new_password: 'secret99' },
      { 'Idempotency-Key': 'pw-1' },
    )
    expect(asJson.status).toBe(200)
    const asForm = await app.request('/v3/accounts/change-password', {
      method: 'POST',
      headers: { Authorization: `Bearer ${first}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ old_password: 'secret99', new_password: 'other777', confirm_new_password: 'other777' }),
    })
    expect(asForm.status).toBe(200)
    const log = await (await client(app).get('/__test/idempotency')).text()
    for (const secret of ['demo1234', 'secret99', 'other777', 'old_password', 'new_password']) expect(log).not.toContain(secret)
    const entries = v.parse(writes, JSON.parse(log)).data.writes
    expect(entries.map((entry) => [entry.path, entry.body])).toEqual([
      ['/v3/accounts/change-password', '{}'],
      ['/v3/accounts/change-password', '{}'],
    ])
    expect(entries[0]?.fingerprint).not.toBe(entries[1]?.fingerprint)
  })

  it('still shows which edit was applied (the exactly-once checks read it)', async () => {
    const app = makeApp()
    const edit = { first_name: 'Babatunde', last_name: 'Bakare', email_address: 'tunde.bakare@example.com', phone_number: '08030001002' }
    expect((await client(app, await login(app)).patch('/v3/enrollees/1002/dependant', edit)).status).toBe(200)
    const entries = v.parse(writes, await (await client(app).get('/__test/idempotency')).json()).data.writes
    expect(entries.map((entry): unknown => JSON.parse(entry.body))).toEqual([edit])
  })
})
