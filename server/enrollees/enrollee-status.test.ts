import { describe, expect, it } from 'vitest'
import {
  deactivateReasonResponse,
  enrolleeDetailResponse,
  enrolleeListResponse,
  reactivateResponse,
  removeEnrolleeResponse,
  removeExtensionResponse,
  transferEnrolleeResponse,
} from '../../src/lib/contract/enrollees'
import { invoiceResponse } from '../../src/lib/contract/billing'
import { asUser, expectError, expectOk, makeApp } from '../test/helpers'

const app = makeApp()
const owner = await asUser(app)

describe('deactivation and reactivation', () => {
  it('records the reason, or answers 422 with the spec message', async () => {
    await expectError(await owner.post('/v3/enrollees/1010/deactivate-reason', { reason: ' ' }), 422, 'The reason field is required.')
    await expectError(await owner.post('/v3/enrollees/1010/deactivate-reason', {}), 422, 'The reason field is required.')
    const body = await expectOk(
      await owner.post('/v3/enrollees/1010/deactivate-reason', { reason: 'No longer interested' }),
      deactivateReasonResponse,
    )
    expect(body.message).toBe('Thank you. The reason has been recorded.')
  })

  it('DELETE starts removal with the spec §8 message', async () => {
    const body = await expectOk(await owner.delete('/v3/enrollees/1010'), removeEnrolleeResponse)
    expect(body.message).toBe(
      'Successful! The Enrollee removal process has started and will be completed by the end of your billing cycle. For help/enquires please contact support@example.com',
    )
    const { data } = await expectOk(await owner.get('/v3/enrollees/1010'), enrolleeDetailResponse)
    expect(data.deactivated).toBe(true)
    await expectError(await owner.delete('/v3/enrollees/1010'), 422, 'This enrollee is already being removed.')
    await expectError(await owner.delete('/v3/enrollees/2001'), 404, 'Enrollee not found')
  })

  it('PATCH reactivate brings a deactivated enrollee back', async () => {
    await expectError(await owner.patch('/v3/enrollees/1001/reactivate'), 422, 'This enrollee is not deactivated.')
    const body = await expectOk(await owner.patch('/v3/enrollees/1004/reactivate'), reactivateResponse)
    expect(body.message).toBe('Emeka Okonkwo has been reactivated.')
    const { data } = await expectOk(await owner.get('/v3/enrollees'), enrolleeListResponse)
    expect(data.find((item) => item.id === 1004)?.active_status_id).toBe(1)
  })
})

describe('POST /v3/enrollees/{id}/transfer', () => {
  it('hands the plan over, frees the slot and answers data.message', async () => {
    const before = await expectOk(await owner.get('/v3/accounts/invoices/INV-1001'), invoiceResponse)
    const body = await expectOk(await owner.post('/v3/enrollees/1002/transfer'), transferEnrolleeResponse)
    expect(body.data.message).toBe("Ownership of Tunde Bakare's plan has been transferred to them.")
    await expectError(await owner.get('/v3/enrollees/1002'), 404, 'Enrollee not found')
    const after = await expectOk(await owner.get('/v3/accounts/invoices/INV-1001'), invoiceResponse)
    expect(after.data.no_of_available_slots).toBe(before.data.no_of_available_slots + 1)
  })

  it('refuses deactivated enrollees and enrollees without e-mail', async () => {
    await expectError(await owner.post('/v3/enrollees/1003/transfer'), 422, 'A deactivated enrollee cannot be transferred.')
    await expectError(await owner.post('/v3/enrollees/1009/transfer'), 422, /email address/)
  })
})

describe('DELETE /v3/enrollees/{id}/extensions/{extensionId}', () => {
  it('removes the extension with the spec §8 message', async () => {
    const body = await expectOk(await owner.delete('/v3/enrollees/1001/extensions/1'), removeExtensionResponse)
    expect(body.message).toMatch(/^Successful! The Extension will be completely removed by the end of your billing cycle/)
    const { data } = await expectOk(await owner.get('/v3/enrollees/1001'), enrolleeDetailResponse)
    expect(data.extensions).toEqual([])
  })

  it('answers 404 for a removed, unknown or someone else’s extension', async () => {
    await expectError(await owner.delete('/v3/enrollees/1001/extensions/1'), 404, 'Extension not found')
    await expectError(await owner.delete('/v3/enrollees/1001/extensions/2'), 404, 'Extension not found')
    await expectError(await owner.delete('/v3/enrollees/1001/extensions/x'), 404, 'Extension not found')
  })
})
