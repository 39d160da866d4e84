import { describe, expect, it } from 'vitest'
import { enrolleeListResponse } from '../../src/lib/contract/enrollees'
import { asUser, client, expectOk, login, makeApp } from '../test/helpers'
import { outbox } from '../test/outbox'

describe('POST /__test/reset', () => {
  it('brings the seed back (and signs everyone out)', async () => {
    const app = makeApp()
    const owner = await asUser(app)
    await owner.delete('/v3/enrollees/1001/extensions/1')
    await owner.post('/v3/enrollees/1002/transfer')
    expect((await expectOk(await owner.get('/v3/enrollees'), enrolleeListResponse)).data).toHaveLength(17)
    expect((await client(app).post('/__test/reset')).status).toBe(200)
    expect((await owner.get('/v3/enrollees')).status).toBe(401)
    const again = client(app, await login(app))
    expect((await expectOk(await again.get('/v3/enrollees'), enrolleeListResponse)).data).toHaveLength(18)
  })
})

describe('GET /__dev/outbox', () => {
  it('lists messages newest last, filterable by recipient', async () => {
    const app = makeApp()
    const reset = (username: string) =>
      client(app).post('/v3/accounts/reset/generate', {
        username,
        type: 1,
        redirect_url: 'http://localhost:4173/reset-password',
        source_url: 'http://localhost:4173/login',
      })
    expect(await outbox(app)).toEqual([])
    await reset('owner@example.com')
    await reset('family@example.com')
    const all = await outbox(app)
    expect(all.map((message) => message.to)).toEqual(['owner@example.com', 'family@example.com'])
    expect(all[1]).toMatchObject({ id: 2, channel: 'email', subject: 'Reset your password' })
    expect((await outbox(app, 'family@example.com')).map((message) => message.id)).toEqual([2])
  })
})

describe('CORS', () => {
  const app = makeApp({ appOrigins: ['https://dashboard.example.org'] })
  const preflight = (origin: string) =>
    app.request('/v3/accounts/login', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
    })

  it("allows the app origins (the configured ones and the app URL's) with credentials, Authorization and Content-Type", async () => {
    for (const origin of ['http://localhost:4173', 'https://dashboard.example.org']) {
      const res = await preflight(origin)
      expect(res.status).toBe(204)
      expect(res.headers.get('access-control-allow-origin')).toBe(origin)
      expect(res.headers.get('access-control-allow-credentials')).toBe('true')
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization')
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('content-type')
    }
  })

  it('does not allow other origins', async () => {
    expect((await preflight('https://evil.example.com')).headers.get('access-control-allow-origin')).toBeNull()
    // Configured origins replace the defaults (dev's 5173 is not the app here).
    expect((await preflight('http://127.0.0.1:5173')).headers.get('access-control-allow-origin')).toBeNull()
    const res = await app.request('/v3/enrollees', { headers: { Origin: 'http://localhost:4173' } })
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173')
  })
})
