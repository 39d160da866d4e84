import { describe, expect, it } from 'vitest'
import { createImportSession } from './import-session'
import type { ImportContext, WorkerReply } from './import-protocol'

const context: ImportContext = {
  plans: [{ id: 18027, name: 'Red Beryl', freeSlots: 10 }],
  enrolled: [{ id: 1001, email: 'chiamaka.obi@example.com', phone: '08030001001' }],
}
const csv = [
  'Surname;Given name;E-mail address;Mobile;Self service',
  'Okafor;Ada;ada@example.com;0809 000 0001;yes',
  'Obi;Chiamaka;chiamaka.obi@example.com;08030001001;',
  'Eze;Bola;ada@example.com;0809 000 0003;no',
].join('\r\n')
const file = (text: string, name = 'staff.csv', type = 'text/csv') => new File([text], name, { type })

const unexpected = (reply: WorkerReply) => new Error(`unexpected reply ${JSON.stringify(reply)}`)
function readOf(reply: WorkerReply) {
  if (reply.type !== 'read') throw unexpected(reply)
  return reply
}
function checkedOf(reply: WorkerReply) {
  if (reply.type !== 'checked') throw unexpected(reply)
  return reply
}
function recheckedOf(reply: WorkerReply) {
  if (reply.type !== 'rechecked') throw unexpected(reply)
  return reply
}

describe("the import worker's messages", () => {
  it('read → the header, the suggested matching (the plan left out: one plan) and a sample', async () => {
    const handle = createImportSession()
    const reply = readOf(await handle({ type: 'read', id: 1, file: file(csv), name: 'staff.csv' }))
    expect(reply).toMatchObject({
      id: 1,
      kind: 'csv',
      rowCount: 3,
      header: ['Surname', 'Given name', 'E-mail address', 'Mobile', 'Self service'],
    })
    expect(reply.mapping).toEqual({ firstName: 1, lastName: 0, email: 2, phone: 3, canCompleteOwnProfile: 4 })
    expect(reply.sample[0]).toEqual(['Okafor', 'Ada', 'ada@example.com', '0809 000 0001', 'yes'])
  })

  it('read with a remembered matching uses it', async () => {
    const handle = createImportSession()
    const reply = readOf(await handle({ type: 'read', id: 1, file: file(csv), name: 'staff.csv', remembered: { firstName: 'Surname' } }))
    expect(reply.mapping).toMatchObject({ firstName: 0 })
    expect(reply.mapping.lastName).toBeUndefined()
  })

  it('read of a refused file → refused with its code', async () => {
    const handle = createImportSession()
    expect(await handle({ type: 'read', id: 2, file: file('x', 'staff.txt', 'text/plain'), name: 'staff.txt' })).toEqual({
      type: 'refused',
      id: 2,
      error: 'unsupported-type',
    })
    expect(await handle({ type: 'read', id: 3, file: file('Surname\r\n'), name: 'staff.csv' })).toEqual({
      type: 'refused',
      id: 3,
      error: 'header-only',
    })
  })

  it("check → every row's result and the summary; edit and exclude → only the rows that changed", async () => {
    const handle = createImportSession()
    const read = readOf(await handle({ type: 'read', id: 1, file: file(csv), name: 'staff.csv' }))
    const checked = checkedOf(await handle({ type: 'check', id: 2, mapping: read.mapping, context }))
    expect(checked.results.map((row) => [row.line, row.status])).toEqual([
      [2, 'ready'],
      [3, 'already-enrolled'],
      [4, 'needs-fixing'],
    ])
    expect(checked.results[2]?.problems).toEqual({ email: { code: 'duplicate', line: 2 } })
    expect(checked.summary).toEqual({ total: 3, ready: 1, needsFixing: 1, alreadyEnrolled: 1, excluded: 0 })

    const fixed = recheckedOf(await handle({ type: 'edit', id: 3, index: 2, field: 'email', value: 'bola@example.com' }))
    expect(fixed.changed.map((row) => [row.index, row.status, row.values.email])).toEqual([[2, 'ready', 'bola@example.com']])
    expect(fixed.summary).toMatchObject({ ready: 2, needsFixing: 0 })

    // Making row 2 repeat row 4's new e-mail flags row 4 (the later one), not row 2.
    const broken = recheckedOf(await handle({ type: 'edit', id: 4, index: 0, field: 'email', value: 'BOLA@example.com' }))
    expect(broken.changed.map((row) => [row.index, row.status])).toEqual([
      [0, 'ready'],
      [2, 'needs-fixing'],
    ])

    const excluded = recheckedOf(await handle({ type: 'exclude', id: 5, index: 0, excluded: true }))
    expect(excluded.changed.map((row) => [row.index, row.status])).toEqual([
      [0, 'excluded'],
      [2, 'ready'],
    ])
    expect(excluded.summary).toEqual({ total: 3, ready: 1, needsFixing: 0, alreadyEnrolled: 1, excluded: 1 })
  })

  it('answers messages it cannot use with failed, never a throw', async () => {
    const handle = createImportSession()
    expect(await handle({ type: 'edit', id: 1, index: 0, field: 'email', value: 'x' })).toEqual({
      type: 'failed',
      id: 1,
      reason: 'nothing-to-check',
    })
    expect(await handle({ type: 'check', id: 2, mapping: {}, context })).toEqual({ type: 'failed', id: 2, reason: 'nothing-to-check' })
    expect(await handle({ type: 'edit', id: 3, index: 0, field: 'salary', value: 'x' })).toEqual({
      type: 'failed',
      id: 3,
      reason: 'bad-message',
    })
    expect(await handle('hello')).toEqual({ type: 'failed', id: -1, reason: 'bad-message' })
    await handle({ type: 'read', id: 4, file: file(csv), name: 'staff.csv' })
    await handle({ type: 'check', id: 5, mapping: {}, context })
    expect(await handle({ type: 'exclude', id: 6, index: 9, excluded: true })).toEqual({ type: 'failed', id: 6, reason: 'no-such-row' })
  })

  it('answers in the order asked: a check sent during the read checks the new file', async () => {
    const handle = createImportSession()
    const [, checked] = await Promise.all([
      handle({ type: 'read', id: 1, file: file(csv), name: 'staff.csv' }),
      handle({ type: 'check', id: 2, mapping: { email: 2 }, context }),
    ])
    expect(checkedOf(checked).summary.total).toBe(3)
  })
})
