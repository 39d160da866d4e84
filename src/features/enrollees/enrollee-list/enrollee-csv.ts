import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { displayStatus, statusLabel } from './status'

/** The list as shown (filtered and sorted), with the HMO id and id a spreadsheet user needs to match rows: CSV and XLSX alike. */
export function enrolleeRows(items: readonly EnrolleeListItem[], i18n: I18n): string[][] {
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
  // All text, the id too: in the Excel file a number would read 7.00, and a phone 0803… must keep its 0.
  const rows = items.map((item) => [
    String(item.id),
    item.first_name,
    item.last_name,
    item.email_address ?? '',
    item.phone_number ?? '',
    item.product_name,
    i18n._(statusLabel(displayStatus(item))),
    item.hmo_id ?? '',
  ])
  return [header, ...rows]
}
