import { describe, expect, it } from 'vitest'
import { matchColumns, normaliseHeader } from './header-match'

const fields = ['first', 'last', 'email'] as const
const synonyms = { first: ['First name', 'Given name'], last: ['Last name', 'Surname'], email: ['Email', 'E-mail address'] }

describe('header matching', () => {
  it('ignores case, spaces, punctuation and accents', () => {
    expect(normaliseHeader('  E-Mail  Address: ')).toBe('emailaddress')
    expect(normaliseHeader('Prénom')).toBe('prenom')
    expect(normaliseHeader('first_name')).toBe('firstname')
  })

  it('matches each field to the first column named by one of its synonyms', () => {
    expect(matchColumns(['SURNAME', 'given-name', 'e-mail address', 'Notes'], synonyms, fields)).toEqual({ first: 1, last: 0, email: 2 })
  })

  it('leaves a field without a column out, and gives a column to one field only', () => {
    const shared = { first: ['Name'], last: ['Name'], email: ['Email'] }
    expect(matchColumns(['Name', 'Phone'], shared, fields)).toEqual({ first: 0 })
  })
})
