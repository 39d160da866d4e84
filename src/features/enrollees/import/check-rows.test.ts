import { describe, expect, it } from 'vitest'
import { checkRow, parseYesNo, resolvePlan } from './check-row'
import { checkRows, indexEnrolled, summarise, type CheckedRow } from './check-rows'
import type { ImportContext, RowResult } from './import-protocol'

const plans: ImportContext['plans'] = [
  { id: 18027, name: 'Red Beryl', freeSlots: 2 },
  { id: 18028, name: 'Alexandrite', freeSlots: 5 },
]
const enrolled = indexEnrolled([
  { id: 1001, email: 'Chiamaka.Obi@example.com', phone: '+234 803 000 1001' },
  { id: 1006, email: null, phone: null },
])

type Values = RowResult['values']
const good = (n: number, over: Partial<Values> = {}): Values => ({
  firstName: 'Ada',
  lastName: 'Okafor',
  email: `ada${n}@example.com`,
  phone: `0809000000${n}`,
  plan: 'Alexandrite',
  canCompleteOwnProfile: '',
  ...over,
})

function run(rows: Values[], context = plans): RowResult[] {
  const checked = rows.map((values, index): CheckedRow => ({
    index,
    line: index + 2,
    values,
    local: checkRow(values, context),
    excluded: false,
  }))
  return checkRows(checked, context, enrolled)
}

describe('one row (the add-enrollee form schema)', () => {
  it('is ready with its payload: trimmed, phone in one form, plan id, can_manage yes by default', () => {
    const [row] = run([good(1, { firstName: ' Adébáyọ̀ ', lastName: "O'Neil", phone: '+234 809 000 0001', plan: 'red beryl' })])
    expect(row).toMatchObject({
      status: 'ready',
      line: 2,
      problems: {},
      payload: {
        product_id: 18027,
        can_manage: '1',
        first_name: 'Adébáyọ̀',
        last_name: "O'Neil",
        email_address: 'ada1@example.com',
        phone_number: '08090000001',
      },
    })
  })

  it('names each cell that needs fixing with a code', () => {
    const [row] = run([
      { firstName: '', lastName: 'L'.repeat(51), email: 'a@b', phone: '12345', plan: 'Gold', canCompleteOwnProfile: 'maybe' },
    ])
    expect(row).toMatchObject({
      status: 'needs-fixing',
      problems: {
        firstName: { code: 'required' },
        lastName: { code: 'too-long' },
        email: { code: 'invalid' },
        phone: { code: 'invalid' },
        plan: { code: 'unknown-plan' },
        canCompleteOwnProfile: { code: 'invalid' },
      },
    })
    expect(row?.payload).toBeUndefined()
    expect(run([good(1, { email: '', phone: '' })])[0]?.problems).toEqual({ email: { code: 'required' }, phone: { code: 'required' } })
  })

  it('keeps formula-looking names as text', () => {
    const [row] = run([good(1, { firstName: '=HYPERLINK("http://x","y")', lastName: '@SUM(A1)' })])
    expect(row?.payload).toMatchObject({ first_name: '=HYPERLINK("http://x","y")', last_name: '@SUM(A1)' })
  })

  it('reads yes/no, empty as yes', () => {
    expect(['', 'Yes', 'y', 'TRUE', '1', 'x'].map(parseYesNo)).toEqual(['1', '1', '1', '1', '1', '1'])
    expect(['no', 'N', 'false', '0'].map(parseYesNo)).toEqual(['0', '0', '0', '0'])
    expect(parseYesNo('maybe')).toBeNull()
    expect(run([good(1, { canCompleteOwnProfile: 'No' })])[0]?.payload?.can_manage).toBe('0')
  })

  it('finds the plan by name or id; an empty plan is the only plan, or a problem with two', () => {
    expect(resolvePlan('18028', plans)).toEqual({ id: 18028 })
    expect(resolvePlan(' ALEXANDRITE ', plans)).toEqual({ id: 18028 })
    expect(resolvePlan('', plans)).toEqual({ problem: { code: 'plan-required' } })
    expect(resolvePlan('', [{ id: 7, name: 'Solo', freeSlots: 1 }])).toEqual({ id: 7 })
    expect(resolvePlan('99', plans)).toEqual({ problem: { code: 'unknown-plan' } })
  })
})

describe('rows together', () => {
  it('flags the same e-mail or phone as an earlier row, naming that row, whatever its form', () => {
    const results = run([good(1), good(2, { email: ' ADA1@example.com ' }), good(3, { phone: '809 000 0001' }), good(4)])
    expect(results.map((row) => row.status)).toEqual(['ready', 'needs-fixing', 'needs-fixing', 'ready'])
    expect(results[1]?.problems).toEqual({ email: { code: 'duplicate', line: 2 } })
    expect(results[2]?.problems).toEqual({ phone: { code: 'duplicate', line: 2 } })
  })

  it("knows the account's enrollees by e-mail or phone (any form), and skips them from the other checks", () => {
    const results = run([
      good(1, { email: 'chiamaka.obi@EXAMPLE.com' }),
      good(2, { phone: '08030001001' }),
      good(3, { email: 'chiamaka.obi@example.com', phone: 'bad' }),
    ])
    expect(results.map((row) => [row.status, row.enrolleeId])).toEqual([
      ['already-enrolled', 1001],
      ['already-enrolled', 1001],
      ['already-enrolled', 1001],
    ])
  })

  it("says which rows are over a plan's free slots, in file order, counting only rows with nothing else to fix", () => {
    const results = run([
      good(1, { plan: 'Red Beryl' }),
      good(2, { plan: 'Red Beryl', email: 'bad' }),
      good(3, { plan: '18027' }),
      good(4, { plan: 'Red Beryl' }),
      good(5),
    ])
    expect(results.map((row) => row.status)).toEqual(['ready', 'needs-fixing', 'ready', 'needs-fixing', 'ready'])
    expect(results[3]?.problems).toEqual({ plan: { code: 'over-slots', limit: 2 } })
  })

  it('counts the summary, excluded rows apart and taking no slot', () => {
    const rows = [
      good(1, { plan: 'Red Beryl' }),
      good(2, { plan: 'Red Beryl' }),
      good(3, { plan: 'Red Beryl' }),
      good(4, { email: 'chiamaka.obi@example.com' }),
    ]
    const checked = rows.map((values, index): CheckedRow => ({
      index,
      line: index + 2,
      values,
      local: checkRow(values, plans),
      excluded: index === 0,
    }))
    const results = checkRows(checked, plans, enrolled)
    expect(results.map((row) => row.status)).toEqual(['excluded', 'ready', 'ready', 'already-enrolled'])
    expect(summarise(results)).toEqual({ total: 4, ready: 2, needsFixing: 0, alreadyEnrolled: 1, excluded: 1 })
  })
})
