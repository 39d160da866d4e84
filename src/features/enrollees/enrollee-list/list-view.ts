/**
 * Search, filter and sort of the enrollee list, all client-side (large@ has
 * 10,000 rows). The search index is built once per list, on its first search,
 * so each keystroke is a plain substring scan and opening the list does not
 * pay for folding 10,000 names nobody searched yet.
 */
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { filterStatuses, type DisplayStatus } from './status'

export const SORT_COLUMNS = ['name', 'email', 'phone', 'plan', 'status'] as const
export type SortColumn = (typeof SORT_COLUMNS)[number]
type SortDirection = 'asc' | 'desc'
export type Sort = { column: SortColumn; direction: SortDirection }

export function fullName(item: Pick<EnrolleeListItem, 'first_name' | 'last_name'>): string {
  return `${item.first_name} ${item.last_name}`.trim()
}

/** Lower case without accents, so "adebayo" finds "Adébáyọ̀". */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/**
 * Digits of a Nigerian phone number in local form: "+234 803 000 1001" and
 * "08030001001" both give "08030001001".
 */
export function phoneDigits(value: string): string {
  const digits = value.replace(/\D/g, '')
  const international = value.trim().startsWith('+234') || (digits.startsWith('234') && digits.length >= 13)
  return international ? `0${digits.slice(3)}` : digits
}

/** Only digits and phone punctuation, with at least three digits. */
function looksLikePhone(query: string): boolean {
  return /^[\d\s+()-]+$/.test(query) && query.replace(/\D/g, '').length >= 3
}

export type IndexedEnrollee = { item: EnrolleeListItem; text: string; phone: string }

export function indexEnrollees(items: readonly EnrolleeListItem[]): IndexedEnrollee[] {
  return items.map((item) => ({
    item,
    text: foldText([fullName(item), item.email_address ?? '', item.phone_number ?? '', item.hmo_id ?? ''].join('\n')),
    phone: phoneDigits(item.phone_number ?? ''),
  }))
}

const searchIndexes = new WeakMap<readonly EnrolleeListItem[], IndexedEnrollee[]>()

/** The list's search index, built when first asked for and kept as long as the list itself. */
export function searchIndexOf(items: readonly EnrolleeListItem[]): IndexedEnrollee[] {
  let index = searchIndexes.get(items)
  if (!index) {
    index = indexEnrollees(items)
    searchIndexes.set(items, index)
  }
  return index
}

export type ListFilter = { query: string; status: DisplayStatus | undefined }

/** Every word of the query must appear in the name, e-mail, phone or HMO id; phone numbers match in any format. */
export function filterEnrollees(items: readonly EnrolleeListItem[], { query, status }: ListFilter): EnrolleeListItem[] {
  const trimmed = query.trim()
  if (trimmed === '') return status ? items.filter((item) => filterStatuses(item).includes(status)) : [...items]
  const terms = foldText(trimmed).split(/\s+/).filter(Boolean)
  const phone = looksLikePhone(trimmed) ? phoneDigits(trimmed) : ''
  const result: EnrolleeListItem[] = []
  for (const entry of searchIndexOf(items)) {
    if (status && !filterStatuses(entry.item).includes(status)) continue
    const matches = terms.length === 0 || terms.every((term) => entry.text.includes(term)) || (phone !== '' && entry.phone.includes(phone))
    if (matches) result.push(entry.item)
  }
  return result
}

export type SortText = (item: EnrolleeListItem, column: SortColumn) => string

/** The text a column shows (status needs the localised label, so the caller supplies it). */
export function columnText(item: EnrolleeListItem, column: Exclude<SortColumn, 'status'>): string {
  switch (column) {
    case 'name':
      return fullName(item)
    case 'email':
      return item.email_address ?? ''
    case 'phone':
      return item.phone_number ?? ''
    case 'plan':
      return item.product_name
  }
}

/**
 * Sorted by what the column shows, with the collator's language rules. Empty
 * cells (no e-mail, no phone) go last in both directions; ties keep the API's
 * order (the sort is stable).
 */
export function sortEnrollees(
  items: readonly EnrolleeListItem[],
  sort: Sort | undefined,
  textOf: SortText,
  collator: Intl.Collator,
): EnrolleeListItem[] {
  if (!sort) return [...items]
  const sign = sort.direction === 'asc' ? 1 : -1
  const keyed = items.map((item) => ({ item, key: textOf(item, sort.column) }))
  keyed.sort((a, b) => {
    if (a.key === '' || b.key === '') return (a.key === '' ? 1 : 0) - (b.key === '' ? 1 : 0)
    return sign * collator.compare(a.key, b.key)
  })
  return keyed.map((entry) => entry.item)
}

/** A header click: a new column sorts ascending, the same column flips. */
export function nextSort(current: Sort | undefined, column: SortColumn): Sort {
  if (current?.column !== column) return { column, direction: 'asc' }
  return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
}

/** How many rows each filter finds (the filter's option counts; a row without a profile counts twice). */
export function countByStatus(items: readonly EnrolleeListItem[]): Map<DisplayStatus, number> {
  const counts = new Map<DisplayStatus, number>()
  for (const item of items) {
    for (const status of filterStatuses(item)) counts.set(status, (counts.get(status) ?? 0) + 1)
  }
  return counts
}
