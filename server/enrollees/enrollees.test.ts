import { describe, expect, it } from 'vitest'
import { editDependantResponse, editEnrolleeResponse, enrolleeDetailResponse, enrolleeListResponse } from '../../src/lib/contract/enrollees'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)

describe('GET /v3/enrollees', () => {
  it('lists the owner’s enrollees in every state with the spec §3 fields', async () => {
    const { data } = await expectOk(await owner.get('/v3/enrollees'), enrolleeListResponse)
    expect(data).toHaveLength(18)
    expect(data[0]).toEqual({
      id: 1001,
      first_name: 'Chiamaka',
      last_name: 'Obi',
      email_address: 'chiamaka.obi@example.com',
      phone_number: '08030001001',
      product_name: 'Red Beryl',
      active_status_id: 1,
      has_profile: true,
      hmo_id: 'HMO/12345/A',
    })
    const byId = new Map(data.map((item) => [item.id, item]))
    expect(byId.get(1002)).toMatchObject({ active_status_id: 1, has_profile: false, hmo_id: null })
    expect(byId.get(1012)).toMatchObject({ active_status_id: 4, has_profile: false })
    expect(byId.get(1004)).toMatchObject({ active_status_id: 6 })
    expect(byId.get(1017)).toMatchObject({ active_status_id: 5, product_name: 'Sapphire Starter' })
  })

  it('is empty for noaccess@ and needs a token', async () => {
    const noaccess = await asUser(app, 'noaccess@example.com')
    expect((await expectOk(await noaccess.get('/v3/enrollees'), enrolleeListResponse)).data).toEqual([])
    await expectError(await app.request('/v3/enrollees'), 401, 'Unauthenticated.')
  })
})

describe('GET /v3/enrollees/{id}', () => {
  it('answers the detail with profile, extensions and user_id', async () => {
    const { data } = await expectOk(await owner.get('/v3/enrollees/1001'), enrolleeDetailResponse)
    expect(data).toMatchObject({
      id: 1001,
      user_id: 1001,
      product: { id: 18027, name: 'Red Beryl' },
      profile: { picture: null, hmo_id: 'HMO/12345/A' },
      hash: null,
      deactivated: false,
    })
    expect(data.extensions).toEqual([
      expect.objectContaining({
        id: 1,
        product: { id: 30101, name: 'Red Beryl Dental Care' },
        payment_frequency_id: 4,
        active_status_id: 1,
      }),
    ])
    expect(data.cover_start_date).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })

  it('gives an incomplete profile its sign-up hash', async () => {
    const { data } = await expectOk(await owner.get('/v3/enrollees/1002'), enrolleeDetailResponse)
    expect(data.profile).toBeNull()
    expect(data.hash).toMatch(/^[a-f0-9]{32}$/)
  })

  it('answers 404 for unknown ids, other owners’ enrollees and non-numbers', async () => {
    await expectError(await owner.get('/v3/enrollees/999999'), 404, 'Enrollee not found')
    await expectError(await owner.get('/v3/enrollees/2001'), 404, 'Enrollee not found')
    await expectError(await owner.get('/v3/enrollees/abc'), 404, 'Enrollee not found')
  })
})

describe('PUT /v3/enrollees/{id} and PATCH /v3/enrollees/{id}/dependant', () => {
  const details = { first_name: 'Tunde', last_name: 'Bakare-Ojo', email_address: 'tunde@example.com', phone_number: '08011112222' }

  it('edits an enrollee without a profile', async () => {
    const put = await expectOk(await owner.put('/v3/enrollees/1002', details), editEnrolleeResponse)
    expect(put.message).toBe('Details successfully Updated!')
    expect(put.data).toMatchObject({ last_name: 'Bakare-Ojo', email_address: 'tunde@example.com', phone_number: '08011112222' })
    const patch = await expectOk(
      await owner.patch('/v3/enrollees/1002/dependant', { ...details, first_name: 'Babatunde' }),
      editDependantResponse,
    )
    expect(patch.status).toBe('success')
    expect(patch.data.first_name).toBe('Babatunde')
  })

  it('refuses completed profiles, bad input and unknown ids', async () => {
    await expectError(await owner.put('/v3/enrollees/1001', details), 422, /completed their profile.*support@example\.com/)
    await expectError(
      await owner.patch('/v3/enrollees/1002/dependant', { ...details, email_address: 'nope' }),
      422,
      'The email address must be a valid email address.',
    )
    await expectError(await owner.put('/v3/enrollees/1002', { ...details, first_name: '  ' }), 422, 'The first name field is required.')
    await expectError(await owner.patch('/v3/enrollees/424242/dependant', details), 404, 'Enrollee not found')
  })
})
