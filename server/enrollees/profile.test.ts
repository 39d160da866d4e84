import { describe, expect, it } from 'vitest'
import { enrolleeDetailResponse, planUpgradeResponse, registerProfileResponse, unhashResponse } from '../../src/lib/contract/enrollees'
import { uploadResponse } from '../../src/lib/contract/catalogue'
import { asUser, expectError, expectOk, login, makeApp } from '../test/helpers'

const app = makeApp()
const token = await login(app)
const owner = await asUser(app)
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')

const upload = (file: Blob, name = 'photo.png', fileUse = 'profile_picture') => {
  const form = new FormData()
  form.set('file', file, name)
  form.set('file_use', fileUse)
  return app.request('/v3/upload', { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
}
const hashOf = async (id: number) => (await expectOk(await owner.get(`/v3/enrollees/${id}`), enrolleeDetailResponse)).data.hash ?? ''

describe('POST /v3/upload and GET /uploads/{filename}', () => {
  it('stores an image and serves it back', async () => {
    const { data } = await expectOk(await upload(new Blob([PNG], { type: 'image/png' })), uploadResponse)
    expect(data.filename).toMatch(/^[a-f0-9]{24}\.png$/)
    const res = await app.request(`/uploads/${data.filename}`)
    expect(res.headers.get('content-type')).toBe('image/png')
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true)
  })

  it('refuses non-images, disguised files, big files and a wrong file_use', async () => {
    await expectError(await upload(new Blob(['hello'], { type: 'text/plain' }), 'a.txt'), 422, 'The file must be an image.')
    await expectError(await upload(new Blob(['<svg onload=alert(1)>'], { type: 'image/png' })), 422, 'The file must be an image.')
    await expectError(
      await upload(new Blob([PNG, new Uint8Array(5 * 1024 * 1024)], { type: 'image/png' })),
      422,
      'The file may not be greater than 5 MB.',
    )
    await expectError(
      await upload(new Blob([PNG, new Uint8Array(6 * 1024 * 1024)], { type: 'image/png' })),
      413,
      'The file may not be greater than 5 MB.',
    )
    await expectError(await upload(new Blob([PNG], { type: 'image/png' }), 'p.png', 'avatar'), 422, 'The file use must be profile_picture.')
    await expectError(await app.request('/uploads/nothing.png'), 404)
  })
})

describe('POST /v3/enrollees/unhash', () => {
  it('resolves the hash of an own enrollee', async () => {
    const { data } = await expectOk(await owner.post('/v3/enrollees/unhash', { hash: await hashOf(1006) }), unhashResponse)
    expect(data).toMatchObject({
      first_name: 'Olumide',
      last_name: 'Adeyemi',
      phone_number: null,
      is_family_plan: false,
      company_name: 'Okafor Logistics Ltd',
    })
    expect(data.providers.length).toBeGreaterThan(3)
    expect(data.providers.every((provider) => provider.products.includes('18028'))).toBe(true)
  })

  it('says the enrollee type, which is "3" for the family plan\'s Obiora Eze (marital status hidden, spec §5)', async () => {
    const family = await asUser(app, 'family@example.com')
    const detail = await expectOk(await family.get('/v3/enrollees/2003'), enrolleeDetailResponse)
    const { data } = await expectOk(await family.post('/v3/enrollees/unhash', { hash: detail.data.hash ?? '' }), unhashResponse)
    expect(data.enrollee_type).toBe('3')
    const ownerData = (await expectOk(await owner.post('/v3/enrollees/unhash', { hash: await hashOf(1006) }), unhashResponse)).data
    expect(ownerData.enrollee_type).toBe('1')
  })

  it('answers 403 for another owner’s hash and 404 for an unknown one', async () => {
    const family = await asUser(app, 'family@example.com')
    await expectError(
      await family.post('/v3/enrollees/unhash', { hash: await hashOf(1006) }),
      403,
      'You are not allowed to complete this profile.',
    )
    await expectError(await owner.post('/v3/enrollees/unhash', { hash: 'nope' }), 404)
  })
})

describe('POST /v3/enrollees/profile', () => {
  const form = async () => ({
    hash: await hashOf(1011),
    first_name: 'Amaka',
    last_name: 'Chukwu',
    sex: 'f',
    date_of_birth: '1992-03-14',
    primary_phone_number: '+234 803-555-0101',
    email_address: 'amaka@example.com',
    home_address: '3 Allen Avenue',
    home_address_state_id: 25,
    home_address_lga_id: 506,
    preferred_provider_id: 1,
    marital_status_id: 2,
    profile_picture: (await expectOk(await upload(new Blob([PNG], { type: 'image/png' })), uploadResponse)).data.filename,
    enrollee_type: '1',
    has_smartphone: 1,
  })

  it('validates against spec §5 and the lookups', async () => {
    const base = await form()
    await expectError(await owner.post('/v3/enrollees/profile', { ...base, home_address_state_id: 0 }), 422, 'Please select a state.')
    await expectError(await owner.post('/v3/enrollees/profile', { ...base, home_address_state_id: 99 }), 422, 'Please select a state.')
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, home_address_lga_id: 1 }),
      422,
      'The local government area is not in the chosen state.',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, date_of_birth: '2999-01-01' }),
      422,
      'The date of birth cannot be in the future.',
    )
    // Decisions: 'What a new user tripped on': the form's date picker never sends a day that does not exist, so the API refuses one too.
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, date_of_birth: '1990-02-31' }),
      422,
      'The date of birth must be a date (YYYY-MM-DD).',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, first_name: 'a'.repeat(51) }),
      422,
      'First name must be at most 50 characters.',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, home_address: 'a'.repeat(201) }),
      422,
      'Home address must be at most 200 characters.',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, preferred_hospital_name: 'a'.repeat(201) }),
      422,
      'Hospital name must be at most 200 characters.',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, preferred_provider_id: undefined }),
      422,
      'Please select a hospital, or enter the hospital name and address.',
    )
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, preferred_provider_id: 3 }),
      422,
      'The chosen hospital does not accept this plan.',
    )
    await expectError(await owner.post('/v3/enrollees/profile', { ...base, sex: 'x' }), 422, 'The sex field is required.')
    await expectError(
      await owner.post('/v3/enrollees/profile', { ...base, profile_picture: 'missing.png' }),
      422,
      'Please upload a passport photograph.',
    )
  })

  it('completes the profile: HMO id, picture URL, digits-only phone, hash spent', async () => {
    const base = await form()
    const body = await expectOk(await owner.post('/v3/enrollees/profile', base), registerProfileResponse)
    expect(body.data.profile).toEqual({ hmo_id: 'HMO/1011/A', picture: `http://localhost/uploads/${base.profile_picture}` })
    expect(body.data).toMatchObject({ phone_number: '2348035550101', email_address: 'amaka@example.com', hash: null })
    await expectError(await owner.post('/v3/enrollees/profile', base), 404)
  })

  it('accepts a typed hospital instead of a provider', async () => {
    const base = await form()
    const body = await expectOk(
      await owner.post('/v3/enrollees/profile', {
        ...base,
        hash: await hashOf(1002),
        preferred_provider_id: null,
        preferred_hospital_name: 'Community Clinic',
        preferred_hospital_address: '1 Market Road',
      }),
      registerProfileResponse,
    )
    expect(body.data.profile?.hmo_id).toBe('HMO/1002/A')
  })
})

describe('PUT /v3/accounts/enrollees/{id}/subscription', () => {
  it('moves the enrollee to a free slot of another plan on the invoice', async () => {
    const body = await expectOk(await owner.put('/v3/accounts/enrollees/1007/subscription', { product_id: 18028 }), planUpgradeResponse)
    expect(body.data.product).toEqual({ id: 18028, name: 'Alexandrite' })
  })

  it('refuses hidden plans, the same plan and plans without a free slot', async () => {
    await expectError(await owner.put('/v3/accounts/enrollees/1007/subscription', { product_id: 96 }), 422, 'This plan is not available.')
    await expectError(
      await owner.put('/v3/accounts/enrollees/1007/subscription', { product_id: 18028 }),
      422,
      'The enrollee is already on this plan.',
    )
    await expectError(await owner.put('/v3/accounts/enrollees/1001/subscription', { product_id: 18028 }), 422, /no free Alexandrite slot/)
    await expectError(await owner.put('/v3/accounts/enrollees/2001/subscription', { product_id: 18028 }), 404)
  })
})
