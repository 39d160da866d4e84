import { describe, expect, it } from 'vitest'
import { setupI18n } from '@/lib/i18n/i18n'
import { profilePageSchemas } from './profile-form-schema'
import { initialProfileValues } from './profile-values'
import { restorablePage } from './use-profile-draft'
import { unhash } from '@/test/profile-samples'

const schemas = profilePageSchemas(setupI18n(), { providers: unhash.providers, today: '2026-05-01' })
const page1Done = { ...initialProfileValues(unhash), sex: 'm' as const, date_of_birth: '1990-04-12' }

describe('restorablePage', () => {
  it('reopens the saved page when the earlier pages still pass', () => {
    expect(restorablePage({ page: 2, values: page1Done }, schemas)).toBe(2)
  })

  it('reopens the first earlier page whose answers no longer pass', () => {
    expect(restorablePage({ page: 3, values: { ...page1Done, first_name: ' ' } }, schemas)).toBe(1)
    expect(restorablePage({ page: 3, values: page1Done }, schemas)).toBe(2)
  })
})
