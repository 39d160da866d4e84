import 'fake-indexeddb/auto'
import { describe, expect, it } from 'vitest'
import { applyRemembered, mappingIdbStore as store, recallMapping, rememberMapping } from './mapping-store'

const fields = ['first', 'last', 'email'] as const

describe('remembered column matching', () => {
  it('keeps the header text per account, nothing else', async () => {
    await rememberMapping(store, 'owner-a', ['Nom', 'Prénom', 'Courriel'], { first: 1, last: 0, email: undefined })
    expect(await recallMapping(store, 'owner-a')).toEqual({ first: 'Prénom', last: 'Nom' })
    expect(await recallMapping(store, 'owner-b')).toBeUndefined()
  })

  it('applies the remembered columns that this header has, and the automatic match for the rest', () => {
    const header = ['Nom', 'PRENOM', 'Email', 'Given name']
    const automatic = { first: 3, email: 2 }
    expect(applyRemembered(header, automatic, { first: 'Prénom', last: 'Nom', email: 'Gone' }, fields)).toEqual({
      first: 1,
      last: 0,
      email: 2,
    })
    expect(applyRemembered(header, automatic, undefined, fields)).toBe(automatic)
  })

  it('does not give the automatic match a column the remembered one took', () => {
    expect(applyRemembered(['A', 'B'], { first: 0, last: 1 }, { last: 'A' }, fields)).toEqual({ last: 0 })
  })
})
