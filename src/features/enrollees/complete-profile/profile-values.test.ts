import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { registerProfileRequest } from '@/lib/contract/enrollees'
import { initialProfileValues, toRegisterPayload, type ProfileValues } from './profile-values'
import { ENUGU, LAGOS, unhash } from '@/test/profile-samples'

const context = { hash: 'h-1', enrolleeType: '1', freeTextHospital: false, pictureFilename: 'abc.jpg' }
const values: ProfileValues = {
  ...initialProfileValues(unhash),
  sex: 'f',
  date_of_birth: '1990-02-01',
  marital_status_id: '2',
  home_address: ' 3 Marina Road ',
  home_address_state_id: String(LAGOS),
  home_address_lga_id: '500',
  preferred_provider_id: '2',
  preferred_hospital_name: 'left over',
  has_smartphone: '0',
  photo: new Blob(['x']),
}

describe('sign-up values', () => {
  it('start from the sign-up link, the phone as digits only', () => {
    const start = initialProfileValues(unhash)
    expect(start).toMatchObject({
      first_name: 'Tunde',
      last_name: 'Bakare',
      email_address: 'tunde.bakare@example.com',
      primary_phone_number: '08030001002',
    })
    expect(start.home_address_state_id).toBe('0')
  })

  it('become a body the API contract accepts', () => {
    const body = toRegisterPayload(values, context)
    expect(v.safeParse(registerProfileRequest, body).success).toBe(true)
    expect(body).toMatchObject({
      hash: 'h-1',
      sex: 'f',
      date_of_birth: '1990-02-01',
      home_address: '3 Marina Road',
      home_address_state_id: LAGOS,
      home_address_lga_id: 500,
      preferred_provider_id: 2,
      preferred_hospital_name: '',
      marital_status_id: 2,
      profile_picture: 'abc.jpg',
      has_smartphone: 0,
    })
  })

  it('send the typed hospital, not a picked one, when the state has none', () => {
    const body = toRegisterPayload(
      { ...values, home_address_state_id: String(ENUGU), preferred_hospital_name: 'Park Lane', preferred_hospital_address: 'GRA' },
      { ...context, freeTextHospital: true },
    )
    expect(body).toMatchObject({ preferred_provider_id: null, preferred_hospital_name: 'Park Lane', preferred_hospital_address: 'GRA' })
  })

  it('leave out marital status for enrollee type "3"', () => {
    expect(toRegisterPayload(values, { ...context, enrolleeType: '3' }).marital_status_id).toBeUndefined()
  })
})
