import { describe, expect, it } from 'vitest'
import {
  chosenStateId,
  isFutureDay,
  isOwnEmail,
  localIsoDay,
  needsFreeTextHospital,
  showsMaritalStatus,
  stripNonDigits,
} from './profile-rules'
import { ENUGU, LAGOS, providers } from '@/test/profile-samples'

describe('sign-up rules', () => {
  it('keeps only the digits of a phone number', () => {
    expect(stripNonDigits('+234 (803) 000-1002')).toBe('2348030001002')
    expect(stripNonDigits('phone')).toBe('')
  })

  it('reads "0", "" and junk as no state', () => {
    expect(chosenStateId('0')).toBeNull()
    expect(chosenStateId('')).toBeNull()
    expect(chosenStateId('x')).toBeNull()
    expect(chosenStateId('25')).toBe(25)
  })

  it('refuses only days after today', () => {
    const today = localIsoDay(new Date(2026, 4, 9))
    expect(today).toBe('2026-05-09')
    expect(isFutureDay('2026-05-10', today)).toBe(true)
    expect(isFutureDay('2026-05-09', today)).toBe(false)
    expect(isFutureDay('1985-04-12', today)).toBe(false)
  })

  it('asks for a typed hospital when the state has none of the plan', () => {
    expect(needsFreeTextHospital(providers, String(LAGOS))).toBe(false)
    expect(needsFreeTextHospital(providers, String(ENUGU))).toBe(true)
    expect(needsFreeTextHospital([], String(LAGOS))).toBe(true)
  })

  it('hides marital status only for enrollee type "3"', () => {
    expect(showsMaritalStatus('1')).toBe(true)
    expect(showsMaritalStatus('3')).toBe(false)
  })

  it('locks the e-mail only when it is the signed-in user’s own', () => {
    expect(isOwnEmail('Owner@Example.com ', 'owner@example.com')).toBe(true)
    expect(isOwnEmail('tunde.bakare@example.com', 'owner@example.com')).toBe(false)
    expect(isOwnEmail(null, 'owner@example.com')).toBe(false)
  })
})
