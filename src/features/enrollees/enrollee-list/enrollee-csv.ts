import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { toCsv } from '@/lib/spreadsheet/csv-writer'
import { displayStatus, statusLabel } from './status'

/** The list as shown (filtered and sorted), with the HMO id and id a spreadsheet user needs to match rows. */
export function enrolleesCsv(items: readonly EnrolleeListItem[], i18n: I18n): string {
  const header = [
    i18n._(msg`ID`),
    i18n._(msg`First name`),
    i18n._(msg`Last name`),
    i18n._(msg`Email`),
    i18n._(msg`Phone`),
    i18n._(msg`Plan`),
    i18n._(msg`Status`),
    i18n._(msg`HMO ID`),
  ]
  const rows = items.map((item) => [
    item.id,
    item.first_name,
    item.last_name,
    item.email_address,
    item.phone_number,
    item.product_name,
    i18n._(statusLabel(displayStatus(item))),
    item.hmo_id,
  ])
  return toCsv([header, ...rows])
}

/** enrollees-2026-01-31.csv (local date). */
export function csvFilename(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `enrollees-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.csv`
}
