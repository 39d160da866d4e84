import { describe, expect, it } from 'vitest'
import { STATUS } from '@/lib/contract/codes'
import { lagosToday } from '@/lib/format/lagos-days'
import { dueReminders, liveShownKeys, shownKey, type CoverOf, type InvoiceReminder } from './schedule'

const cover = (ref: string, endDate: string, status: number = STATUS.active): CoverOf => ({
  reference_code: ref,
  active_status_id: status,
  end_date: endDate,
})
const reminder = (ref: string, days: number[] = [14, 3], since = '2026-01-01'): InvoiceReminder => ({ ref, days, since })

/** What fires on `today`, as "ref:days left". */
function fired(today: string, invoices: CoverOf[], reminders: InvoiceReminder[], shown: string[] = []) {
  return dueReminders({ invoices, reminders, shown: new Set(shown), today }).map((due) => `${due.ref}:${due.daysLeft}`)
}

describe('dueReminders', () => {
  const invoices = [cover('INV-1003', '2026-04-30'), cover('INV-1004', '2026-04-20')]

  it('fires on each chosen day and on no other', () => {
    const reminders = [reminder('INV-1003')]
    expect(fired('2026-04-15', invoices, reminders)).toEqual([]) // 15 days left
    expect(fired('2026-04-16', invoices, reminders)).toEqual(['INV-1003:14'])
    expect(fired('2026-04-27', invoices, reminders, [shownKey('INV-1003', '2026-04-30', 14)])).toEqual(['INV-1003:3'])
    // Only invoices with a reminder: INV-1004 is 14 days from its end on 6 April.
    expect(fired('2026-04-06', invoices, reminders)).toEqual([])
    expect(fired('2026-04-06', invoices, [reminder('INV-1004')])).toEqual(['INV-1004:14'])
  })

  it('never shows the same invoice and day twice', () => {
    const reminders = [reminder('INV-1003')]
    const [due] = dueReminders({ invoices, reminders, shown: new Set(), today: '2026-04-27' })
    expect(due?.shownKeys).toEqual([shownKey('INV-1003', '2026-04-30', 14), shownKey('INV-1003', '2026-04-30', 3)])
    expect(fired('2026-04-27', invoices, reminders, due?.shownKeys)).toEqual([])
    expect(fired('2026-04-29', invoices, reminders, due?.shownKeys)).toEqual([])
  })

  it('catches up a missed day once, with the days actually left', () => {
    const shown = [shownKey('INV-1003', '2026-04-30', 14)]
    expect(fired('2026-04-28', invoices, [reminder('INV-1003')], shown)).toEqual(['INV-1003:2'])
    // Both days missed: one notification, both remembered.
    const [due] = dueReminders({ invoices, reminders: [reminder('INV-1003')], shown: new Set(), today: '2026-04-29' })
    expect(due?.daysLeft).toBe(1)
    expect(due?.shownKeys).toHaveLength(2)
  })

  it('does not announce a day already behind when the reminder was turned on', () => {
    // Turned on 10 days before the end: the 14-day reminder is skipped, the 3-day one still comes.
    const late = [reminder('INV-1003', [14, 3], '2026-04-20')]
    expect(fired('2026-04-20', invoices, late)).toEqual([])
    expect(fired('2026-04-27', invoices, late)).toEqual(['INV-1003:3'])
    // Turned on the very day: it fires that day.
    expect(fired('2026-04-27', invoices, [reminder('INV-1003', [3], '2026-04-27')])).toEqual(['INV-1003:3'])
  })

  it('stops once the invoice is renewed (a later end date) or no longer active', () => {
    const shown = [shownKey('INV-1003', '2026-04-30', 14)]
    const renewed = [cover('INV-1003', '2026-07-30')]
    expect(fired('2026-04-27', renewed, [reminder('INV-1003')], shown)).toEqual([])
    // The renewed period reminds afresh, 14 days before its own end.
    expect(fired('2026-07-16', renewed, [reminder('INV-1003')], shown)).toEqual(['INV-1003:14'])
    expect(fired('2026-04-27', [cover('INV-1003', '2026-04-30', STATUS.suspended)], [reminder('INV-1003')])).toEqual([])
    expect(fired('2026-04-27', [], [reminder('INV-1003')])).toEqual([])
    expect(fired('2026-05-01', invoices, [reminder('INV-1003')])).toEqual([])
  })

  it('fires on the last covered day (0 days left)', () => {
    expect(fired('2026-04-30', invoices, [reminder('INV-1003', [1])])).toEqual(['INV-1003:0'])
  })

  it('counts Lagos days across month, year and February ends', () => {
    expect(fired('2026-01-30', [cover('A', '2026-02-02')], [reminder('A', [3])])).toEqual(['A:3'])
    expect(fired('2028-02-27', [cover('B', '2028-03-01')], [reminder('B', [3])])).toEqual(['B:3'])
    expect(fired('2026-02-26', [cover('B', '2026-03-01')], [reminder('B', [3])])).toEqual(['B:3'])
    expect(fired('2026-12-29', [cover('C', '2027-01-01')], [reminder('C', [3])])).toEqual(['C:3'])
    // 23:30 UTC on 29 January is already 30 January in Lagos: 3 days before 2 February.
    expect(fired(lagosToday(new Date('2026-01-29T23:30:00Z')), [cover('A', '2026-02-02')], [reminder('A', [3])])).toEqual(['A:3'])
    expect(fired(lagosToday(new Date('2026-01-29T22:30:00Z')), [cover('A', '2026-02-02')], [reminder('A', [3])])).toEqual([])
  })
})

describe('liveShownKeys', () => {
  it('forgets the days of covers that are over', () => {
    const keys = [shownKey('A', '2026-04-30', 3), shownKey('B', '2026-04-26', 3), 'junk']
    expect(liveShownKeys(keys, '2026-04-27')).toEqual([shownKey('A', '2026-04-30', 3)])
  })
})
