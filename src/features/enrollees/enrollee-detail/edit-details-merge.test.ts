import { describe, expect, it } from 'vitest'
import { mergeDetails, settleConflict, type DetailsRecord } from './edit-details-merge'

const base: DetailsRecord = { first_name: 'Tunde', last_name: 'Bakare', email_address: 'tunde@example.com', phone_number: '08031234567' }
const withChanges = (changes: Partial<DetailsRecord>): DetailsRecord => ({ ...base, ...changes })

describe('merging a late edit with the server’s record (decisions: "A shared phone and payments")', () => {
  it.each([
    [
      'nobody changed anything else: the edit goes as made',
      { first_name: 'Babatunde' },
      {},
      { kind: 'send', body: withChanges({ first_name: 'Babatunde' }) },
    ],
    [
      'the server changed a field the user did not: the server’s value stays',
      { first_name: 'Babatunde' },
      { phone_number: '08039999999' },
      { kind: 'send', body: withChanges({ first_name: 'Babatunde', phone_number: '08039999999' }) },
    ],
    [
      'both changed the same field to the same value: nothing to ask, nothing left to send',
      { first_name: 'Babatunde' },
      { first_name: 'Babatunde' },
      { kind: 'nothing-to-send' },
    ],
    [
      'both changed the same field differently: asked, nothing sent',
      { first_name: 'Babatunde' },
      { first_name: 'Tunji' },
      { kind: 'conflict', fields: [{ field: 'first_name', mine: 'Babatunde', server: 'Tunji' }] },
    ],
    [
      'a conflict in one field and a server change in another: only the conflict is asked',
      { email_address: 'b@example.com' },
      { email_address: 'c@example.com', last_name: 'Bakare-Ojo' },
      { kind: 'conflict', fields: [{ field: 'email_address', mine: 'b@example.com', server: 'c@example.com' }] },
    ],
    [
      'the edit was applied and its answer lost: the server holds it already',
      { last_name: 'Ojo' },
      { last_name: 'Ojo' },
      { kind: 'nothing-to-send' },
    ],
    [
      'a phone typed in groups is the same number',
      { first_name: 'Babatunde', phone_number: '08031234567' },
      { phone_number: '0803 123 4567' },
      { kind: 'send', body: withChanges({ first_name: 'Babatunde', phone_number: '0803 123 4567' }) },
    ],
  ] as const)('%s', (_name, mine, server, expected) => {
    expect(mergeDetails(base, withChanges(mine), withChanges(server))).toEqual(expected)
  })
})

describe('settling a conflict', () => {
  const mine = withChanges({ first_name: 'Babatunde', phone_number: '08035555555' })
  const fields = [{ field: 'first_name', mine: 'Babatunde', server: 'Tunji' }]
  const server = withChanges({ first_name: 'Tunji' })

  it('“Keep mine” sends this phone’s value, merged with the server’s other fields', () => {
    const next = settleConflict(base, mine, fields, 'mine')
    expect(mergeDetails(next.base, next.body, server)).toEqual({ kind: 'send', body: mine })
  })

  it('“Use the server’s” keeps the server’s value and still sends the user’s other change', () => {
    const next = settleConflict(base, mine, fields, 'server')
    expect(mergeDetails(next.base, next.body, server)).toEqual({
      kind: 'send',
      body: withChanges({ first_name: 'Tunji', phone_number: '08035555555' }),
    })
  })
})
