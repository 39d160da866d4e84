import { describe, expect, it } from 'vitest'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import {
  columnText,
  countByStatus,
  filterEnrollees,
  foldText,
  indexEnrollees,
  searchIndexOf,
  nextSort,
  phoneDigits,
  sortEnrollees,
  type SortText,
} from './list-view'

let nextId = 1
function enrollee(overrides: Partial<EnrolleeListItem>): EnrolleeListItem {
  nextId += 1
  return {
    id: nextId,
    first_name: 'Test',
    last_name: 'Person',
    email_address: null,
    phone_number: null,
    product_name: 'Red Beryl',
    active_status_id: 1,
    has_profile: true,
    hmo_id: null,
    ...overrides,
  }
}

const ada = enrollee({
  first_name: 'Adébáyọ̀',
  last_name: 'Okafor',
  email_address: 'ada@example.com',
  phone_number: '08031234567',
  hmo_id: 'HMO/12345/A',
})
const bola = enrollee({
  first_name: 'bola',
  last_name: 'Ige',
  email_address: 'bola@example.com',
  phone_number: '07010000002',
  product_name: 'Alexandrite',
  active_status_id: 4,
  has_profile: false,
})
const chidi = enrollee({
  first_name: 'Chidi',
  last_name: 'Eze',
  email_address: null,
  phone_number: '+234 809 555 0003',
  active_status_id: 5,
})
const list = [chidi, ada, bola]
const search = (query: string, status?: 'active' | 'incomplete' | 'expired') =>
  filterEnrollees(list, { query, status }).map((item) => item.first_name)

describe('search', () => {
  it('matches name, email, phone and HMO id, ignoring case and accents', () => {
    expect(search('')).toEqual(['Chidi', 'Adébáyọ̀', 'bola'])
    expect(search('ADEBAYO')).toEqual(['Adébáyọ̀'])
    expect(search('bola@')).toEqual(['bola'])
    expect(search('hmo/12345')).toEqual(['Adébáyọ̀'])
    expect(search('0701')).toEqual(['bola'])
    expect(search('nobody')).toEqual([])
  })

  it('needs every word, in any order', () => {
    expect(search('okafor ada')).toEqual(['Adébáyọ̀'])
    expect(search('okafor ige')).toEqual([])
  })

  it('finds phone numbers written with +234, spaces or dashes', () => {
    expect(search('+234 803 123 4567')).toEqual(['Adébáyọ̀'])
    expect(search('0809-555-0003')).toEqual(['Chidi'])
    expect(phoneDigits('+234 809 555 0003')).toBe('08095550003')
    expect(phoneDigits('0803 123')).toBe('0803123')
  })

  it('filters by status whatever the profile, and by a missing profile', () => {
    expect(search('', 'incomplete')).toEqual(['bola'])
    expect(filterEnrollees(list, { query: '', status: 'suspended' })).toEqual([bola])
    expect(filterEnrollees(list, { query: 'ige', status: 'suspended' })).toEqual([bola])
    expect(search('', 'expired')).toEqual(['Chidi'])
    expect(search('ada', 'expired')).toEqual([])
  })

  it('folds text to lower case without accents', () => {
    expect(foldText('Ọlámídé')).toBe('olamide')
  })
})

const collator = new Intl.Collator('en-NG', { sensitivity: 'base', numeric: true })
const textOf: SortText = (item, column) => (column === 'status' ? String(item.active_status_id) : columnText(item, column))

describe('sort', () => {
  const names = (items: EnrolleeListItem[]) => items.map((item) => item.first_name)

  it('sorts by name both ways, case-insensitively', () => {
    expect(names(sortEnrollees(list, { column: 'name', direction: 'asc' }, textOf, collator))).toEqual(['Adébáyọ̀', 'bola', 'Chidi'])
    expect(names(sortEnrollees(list, { column: 'name', direction: 'desc' }, textOf, collator))).toEqual(['Chidi', 'bola', 'Adébáyọ̀'])
  })

  it('keeps empty cells last in both directions', () => {
    expect(names(sortEnrollees(list, { column: 'email', direction: 'asc' }, textOf, collator))).toEqual(['Adébáyọ̀', 'bola', 'Chidi'])
    expect(names(sortEnrollees(list, { column: 'email', direction: 'desc' }, textOf, collator))).toEqual(['bola', 'Adébáyọ̀', 'Chidi'])
  })

  it('sorts by plan and status, keeping the API order for ties, and leaves the input alone', () => {
    expect(names(sortEnrollees(list, { column: 'plan', direction: 'asc' }, textOf, collator))).toEqual(['bola', 'Chidi', 'Adébáyọ̀'])
    expect(names(sortEnrollees(list, { column: 'status', direction: 'desc' }, textOf, collator))).toEqual(['Chidi', 'bola', 'Adébáyọ̀'])
    expect(names(sortEnrollees(list, undefined, textOf, collator))).toEqual(['Chidi', 'Adébáyọ̀', 'bola'])
    expect(names(list)).toEqual(['Chidi', 'Adébáyọ̀', 'bola'])
  })

  it('a new column sorts ascending; the same column flips', () => {
    expect(nextSort(undefined, 'name')).toEqual({ column: 'name', direction: 'asc' })
    expect(nextSort({ column: 'name', direction: 'asc' }, 'name')).toEqual({ column: 'name', direction: 'desc' })
    expect(nextSort({ column: 'name', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' })
    expect(nextSort({ column: 'name', direction: 'desc' }, 'plan')).toEqual({ column: 'plan', direction: 'asc' })
  })
})

describe('status counts', () => {
  it('counts every row under its status, and those without a profile under "incomplete" too', () => {
    expect(Object.fromEntries(countByStatus(list))).toEqual({ expired: 1, active: 1, suspended: 1, incomplete: 1 })
  })
})

describe('scale', () => {
  it('filters and sorts 10,000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, i) =>
      enrollee({
        first_name: `Name${i}`,
        last_name: 'Large',
        email_address: `n${i}@example.com`,
        phone_number: `0803${String(i).padStart(7, '0')}`,
        hmo_id: `HMO/${i}/A`,
      }),
    )
    const started = performance.now()
    expect(filterEnrollees(many, { query: 'name99', status: undefined })).toHaveLength(111)
    const sorted = sortEnrollees(many, { column: 'name', direction: 'desc' }, textOf, collator)
    expect(sorted[0]?.first_name).toBe('Name9999')
    // Generous bound for a shared CI machine; in a browser this is a few milliseconds.
    expect(performance.now() - started).toBeLessThan(1500)
  })
})

describe('search index', () => {
  it('is built on the first search and kept for the same list, not for a new one', () => {
    const rows = [enrollee({ first_name: 'Kemi' }), enrollee({ first_name: 'Tunde' })]
    expect(filterEnrollees(rows, { query: '', status: undefined })).toEqual(rows)
    expect(filterEnrollees(rows, { query: 'kemi', status: undefined })).toEqual([rows[0]])
    const index = searchIndexOf(rows)
    expect(index.map((entry) => entry.item)).toEqual(rows)
    expect(searchIndexOf(rows)).toBe(index)
    expect(searchIndexOf([...rows])).not.toBe(index)
    expect(indexEnrollees(rows)).toEqual(index)
  })
})
