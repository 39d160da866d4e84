import { describe, expect, it } from 'vitest'
import { asUser, client, makeApp } from '../test/helpers'

describe('Cache-Control: no-store', () => {
  const app = makeApp()

  it('is on data, errors, the payment page and CORS preflights', async () => {
    const owner = await asUser(app)
    const answers = [
      await owner.get('/v3/enrollees'),
      await client(app).get('/v3/enrollees'),
      await owner.get('/v3/enrollees/999999'),
      await client(app).get('/pay/UNKNOWN'),
      await app.request('/v3/accounts/login', {
        method: 'OPTIONS',
        headers: { Origin: 'http://localhost:4173', 'Access-Control-Request-Method': 'POST' },
      }),
    ]
    expect(answers.map((answer) => answer.status)).toEqual([200, 401, 404, 404, 204])
    for (const answer of answers) expect(answer.headers.get('Cache-Control')).toBe('no-store')
  })

  it('is on injected faults too', async () => {
    await client(app).post('/__test/faults', { path: '/v3/enrollees', status: 503 })
    const answer = await (await asUser(app)).get('/v3/enrollees')
    expect(answer.status).toBe(503)
    expect(answer.headers.get('Cache-Control')).toBe('no-store')
  })
})
