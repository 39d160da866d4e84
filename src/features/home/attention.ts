/**
 * What needs the owner's attention, from the cached invoices and enrollees: one pure function, so the cards
 * each seed account shows are tested without rendering (`server/seed/home-attention.test.ts`).
 */
import type { Invoice } from '@/lib/contract/billing'
import { PAYMENT_STATUS, STATUS } from '@/lib/contract/codes'
import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { daysLeft } from '@/lib/format/lagos-days'

/** "Ending soon" looks this far ahead; the timeline colours ≤ 30 and ≤ 7 days (decisions: 'Home'). */
export const SOON_DAYS = 30
export const VERY_SOON_DAYS = 7

export type EndingCover = { ref: string; endDate: string; daysLeft: number }
export type Attention = {
  endingSoon: EndingCover[]
  ended: { ref: string; status: 'suspended' | 'expired' }[]
  freeSlots: { ref: string; free: number }[]
  incompleteProfiles: number
  unpaid: { ref: string; partial: boolean }[]
  /** Nothing at all to do (changes waiting to sync are counted by the page, from the outbox). */
  inOrder: boolean
}

/** Active invoices with a cover end date, and the days left, soonest first. */
export function activeCovers(invoices: readonly Invoice[], now: Date): (EndingCover & { startDate: string })[] {
  return invoices
    .flatMap((invoice) =>
      invoice.active_status_id === STATUS.active && invoice.start_date && invoice.end_date
        ? [
            {
              ref: invoice.reference_code,
              startDate: invoice.start_date,
              endDate: invoice.end_date,
              daysLeft: daysLeft(invoice.end_date, now),
            },
          ]
        : [],
    )
    .sort((a, b) => a.endDate.localeCompare(b.endDate) || a.ref.localeCompare(b.ref))
}

export function attentionOf(invoices: readonly Invoice[], enrollees: readonly EnrolleeListItem[], now: Date): Attention {
  const endingSoon = activeCovers(invoices, now)
    .filter((cover) => cover.daysLeft >= 0 && cover.daysLeft <= SOON_DAYS)
    .map(({ ref, endDate, daysLeft: left }) => ({ ref, endDate, daysLeft: left }))
  const ended = invoices.flatMap((invoice): Attention['ended'] => {
    if (invoice.active_status_id === STATUS.suspended) return [{ ref: invoice.reference_code, status: 'suspended' }]
    if (invoice.active_status_id === STATUS.expired) return [{ ref: invoice.reference_code, status: 'expired' }]
    return []
  })
  // Only an active invoice's slots can be assigned (the enrollee list's Assign plan follows the same rule).
  const freeSlots = invoices
    .filter((invoice) => invoice.active_status_id === STATUS.active && invoice.no_of_available_slots > 0)
    .map((invoice) => ({ ref: invoice.reference_code, free: invoice.no_of_available_slots }))
  const incompleteProfiles = enrollees.filter((enrollee) => !enrollee.has_profile).length
  const unpaid = invoices
    .filter((invoice) => invoice.payment_status_id === PAYMENT_STATUS.none || invoice.payment_status_id === PAYMENT_STATUS.partial)
    .map((invoice) => ({ ref: invoice.reference_code, partial: invoice.payment_status_id === PAYMENT_STATUS.partial }))
  const inOrder = endingSoon.length + ended.length + freeSlots.length + incompleteProfiles + unpaid.length === 0
  return { endingSoon, ended, freeSlots, incompleteProfiles, unpaid, inOrder }
}
