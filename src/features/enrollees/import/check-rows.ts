/**
 * The checks across rows, in file order: already an enrollee of the account
 * (by e-mail or phone, from the cached list, so it works offline), the same
 * e-mail or phone as an earlier row, and more rows for a plan than it has
 * free slots. Pure and cheap (maps, one pass), so an edited cell re-runs it
 * whole: a fix can clear another row's duplicate or free a slot.
 */
import { normaliseNigerianPhone } from '@/lib/format/phone'
import type { LocalCheck } from './check-row'
import type { ImportContext, ImportSummary, RowResult } from './import-protocol'

export type CheckedRow = { index: number; line: number; values: RowResult['values']; local: LocalCheck; excluded: boolean }

type Enrolled = { byEmail: Map<string, number>; byPhone: Map<string, number> }

/** The account's enrollees by lower-case e-mail and by phone in its one form. */
export function indexEnrolled(enrolled: ImportContext['enrolled']): Enrolled {
  const byEmail = new Map<string, number>()
  const byPhone = new Map<string, number>()
  for (const person of enrolled) {
    if (person.email) byEmail.set(person.email.trim().toLowerCase(), person.id)
    const phone = person.phone ? normaliseNigerianPhone(person.phone) : null
    if (phone) byPhone.set(phone, person.id)
  }
  return { byEmail, byPhone }
}

export function checkRows(rows: readonly CheckedRow[], plans: ImportContext['plans'], enrolled: Enrolled): RowResult[] {
  const emailLine = new Map<string, number>()
  const phoneLine = new Map<string, number>()
  const used = new Map<number, number>()
  const free = new Map(plans.map((plan) => [plan.id, Math.max(0, plan.freeSlots)]))
  return rows.map((row): RowResult => {
    const base = { index: row.index, line: row.line, values: row.values }
    if (row.excluded) return { ...base, status: 'excluded', problems: {} }
    const { local } = row
    const enrolleeId =
      (local.email ? enrolled.byEmail.get(local.email) : undefined) ?? (local.phone ? enrolled.byPhone.get(local.phone) : undefined)
    if (enrolleeId !== undefined) return { ...base, status: 'already-enrolled', problems: {}, enrolleeId }
    const problems = { ...local.problems }
    const emailFirst = local.email ? emailLine.get(local.email) : undefined
    if (local.email && emailFirst === undefined) emailLine.set(local.email, row.line)
    if (emailFirst !== undefined) problems.email = { code: 'duplicate', line: emailFirst }
    const phoneFirst = local.phone ? phoneLine.get(local.phone) : undefined
    if (local.phone && phoneFirst === undefined) phoneLine.set(local.phone, row.line)
    if (phoneFirst !== undefined) problems.phone = { code: 'duplicate', line: phoneFirst }
    // Only rows with nothing else to fix take a slot, in file order: the ready rows never exceed the free slots.
    if (Object.keys(problems).length === 0 && local.productId !== null) {
      const taken = (used.get(local.productId) ?? 0) + 1
      used.set(local.productId, taken)
      const limit = free.get(local.productId) ?? 0
      if (taken > limit) problems.plan = { code: 'over-slots', limit }
    }
    if (Object.keys(problems).length > 0 || local.productId === null || local.canManage === null || !local.email || !local.phone) {
      return { ...base, status: 'needs-fixing', problems }
    }
    return {
      ...base,
      status: 'ready',
      problems,
      payload: {
        product_id: local.productId,
        can_manage: local.canManage,
        first_name: row.values.firstName.trim(),
        last_name: row.values.lastName.trim(),
        email_address: row.values.email.trim(),
        phone_number: local.phone,
      },
    }
  })
}

export function summarise(results: readonly RowResult[]): ImportSummary {
  const summary: ImportSummary = { total: results.length, ready: 0, needsFixing: 0, alreadyEnrolled: 0, excluded: 0 }
  for (const result of results) {
    if (result.status === 'ready') summary.ready += 1
    else if (result.status === 'needs-fixing') summary.needsFixing += 1
    else if (result.status === 'already-enrolled') summary.alreadyEnrolled += 1
    else summary.excluded += 1
  }
  return summary
}
