/**
 * Spec §2 plan actions of the enrollee list, as pure rules over the owner's
 * invoices (statuses per docs/decisions.md: 1 active, 4 suspended and
 * renewable, 5 expired).
 */
import type { Invoice } from '@/lib/contract/billing'

type SlotFields = Pick<Invoice, 'active_status_id' | 'no_of_available_slots'>

const ACTIVE = 1
const SUSPENDED = 4
const EXPIRED = 5

/** Free slots can only be used on active invoices. */
export function invoicesWithSlots<T extends SlotFields>(invoices: readonly T[]): T[] {
  return invoices.filter((invoice) => invoice.active_status_id === ACTIVE && invoice.no_of_available_slots > 0)
}

/** The header's count of unassigned plan slots. */
export function unassignedSlots(invoices: readonly SlotFields[]): number {
  return invoicesWithSlots(invoices).reduce((sum, invoice) => sum + invoice.no_of_available_slots, 0)
}

export type PlanButtons = { renew: boolean; assign: boolean; buyNew: boolean }

/**
 * Renew only when more than one suspended invoice exists (spec §2, as
 * written); assign when slots are free, else buy a new plan; buy a new plan
 * also when an expired invoice exists (then next to assign).
 */
export function planButtons(invoices: readonly SlotFields[]): PlanButtons {
  const suspended = invoices.filter((invoice) => invoice.active_status_id === SUSPENDED).length
  const hasExpired = invoices.some((invoice) => invoice.active_status_id === EXPIRED)
  const assign = unassignedSlots(invoices) > 0
  return { renew: suspended > 1, assign, buyNew: !assign || hasExpired }
}

export type AssignTarget<T> = { kind: 'none' } | { kind: 'one'; invoice: T } | { kind: 'several'; invoices: T[] }

/** Where "Assign plan" leads: straight to add-enrollee, a picker, or the slots-used-up message. */
export function assignTarget<T extends SlotFields>(invoices: readonly T[]): AssignTarget<T> {
  const withSlots = invoicesWithSlots(invoices)
  const [first] = withSlots
  if (!first) return { kind: 'none' }
  if (withSlots.length === 1) return { kind: 'one', invoice: first }
  return { kind: 'several', invoices: withSlots }
}
