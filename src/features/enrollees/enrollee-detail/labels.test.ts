import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { enrolleeState, enrolleeStateLabel, fullName, identityLine, initials } from './labels'
import { parseEnrolleeId } from './enrollee-id'
import { enrolleeDetail } from '@/test/enrollee-sample'

const i18n = setupI18n()
const today = new Date(2026, 0, 15)

describe('labels', () => {
  it('derives the card status: removal first, then a missing profile, then the cover dates', () => {
    expect(enrolleeState(enrolleeDetail(), today)).toBe('active')
    expect(enrolleeState(enrolleeDetail({ deactivated: true, profile: null }), today)).toBe('deactivated')
    expect(enrolleeState(enrolleeDetail({ profile: null }), today)).toBe('incomplete-profile')
    expect(enrolleeState(enrolleeDetail({ cover_end_date: '2026-01-14' }), today)).toBe('cover-ended')
    // The last day of cover is still covered.
    expect(enrolleeState(enrolleeDetail({ cover_end_date: '2026-01-15' }), today)).toBe('active')
    expect(enrolleeState(enrolleeDetail({ cover_end_date: null }), today)).toBe('active')
    expect(i18n._(enrolleeStateLabel('incomplete-profile'))).toBe('Incomplete profile')
  })

  it('shows the HMO id with a profile, else the e-mail, else nothing (N/A)', () => {
    expect(identityLine(enrolleeDetail())).toEqual({ kind: 'hmo-id', value: 'HMO/12345/A' })
    expect(identityLine(enrolleeDetail({ profile: null }))).toEqual({ kind: 'email', value: 'chiamaka.obi@example.com' })
    expect(identityLine(enrolleeDetail({ profile: null, email_address: null }))).toEqual({ kind: 'email', value: null })
    expect(identityLine(enrolleeDetail({ profile: null, email_address: '  ' }))).toEqual({ kind: 'email', value: null })
  })

  it('builds names and initials', () => {
    expect(fullName(enrolleeDetail())).toBe('Chiamaka Obi')
    expect(initials('chiamaka', ' obi')).toBe('CO')
  })
})

describe('parseEnrolleeId', () => {
  it('accepts positive whole numbers only', () => {
    expect(parseEnrolleeId('1001')).toBe(1001)
    for (const raw of ['0', '-1', '1.5', '1e3', 'abc', '12abc', '', '007', '99999999999999999999']) {
      expect(parseEnrolleeId(raw)).toBeNull()
    }
  })
})
