/**
 * One row's own checks, which need no other row: the add-enrollee form's
 * schema (the same one, decisions: 'Spreadsheet import'), the phone's
 * Nigerian forms, the plan against the invoice, and the yes/no column.
 */
import * as v from 'valibot'
import { setupI18n } from '@lingui/core'
import { detailsStepSchema } from '@/features/enrollees/add-enrollee/add-enrollee-form-schema'
import { normaliseNigerianPhone } from '@/lib/format/phone'
import { normaliseHeader } from '@/lib/spreadsheet/header-match'
import type { ImportField } from './import-fields'
import type { CellProblem, ImportContext, RowResult } from './import-protocol'

type RowValues = RowResult['values']
type Problems = RowResult['problems']

export type LocalCheck = {
  problems: Problems
  /** Lower-case e-mail and the phone's one form, for comparing rows; null when the cell is not valid. */
  email: string | null
  phone: string | null
  productId: number | null
  canManage: '0' | '1' | null
}

/**
 * The schema's messages are never shown from here (the screen words each
 * problem code), so an English instance with no catalog does: the checks are
 * the same in every language.
 */
const schema = detailsStepSchema(setupI18n({ locale: 'en-NG', messages: { 'en-NG': {} } }))

const SCHEMA_FIELDS: Readonly<Record<string, ImportField>> = {
  first_name: 'firstName',
  last_name: 'lastName',
  email_address: 'email',
  phone_number: 'phone',
}

function problemOf(issueType: string): CellProblem {
  if (issueType === 'non_empty') return { code: 'required' }
  if (issueType === 'max_length') return { code: 'too-long' }
  return { code: 'invalid' }
}

const YES = new Set(['yes', 'y', 'true', '1', 'x'])
const NO = new Set(['no', 'n', 'false', '0'])

/** "Can complete own profile": yes (the default when empty) → '1', no → '0', anything else → null. */
export function parseYesNo(text: string): '0' | '1' | null {
  const word = text.trim().toLowerCase()
  if (word === '' || YES.has(word)) return '1'
  return NO.has(word) ? '0' : null
}

/** The plan cell as the invoice's plan id: by id or by name; empty is the invoice's only plan. */
export function resolvePlan(text: string, plans: ImportContext['plans']): { id: number } | { problem: CellProblem } {
  const cell = text.trim()
  if (cell === '') {
    const [only, ...others] = plans
    return only && others.length === 0 ? { id: only.id } : { problem: { code: 'plan-required' } }
  }
  const name = normaliseHeader(cell)
  const plan = plans.find((candidate) => String(candidate.id) === cell || normaliseHeader(candidate.name) === name)
  return plan ? { id: plan.id } : { problem: { code: 'unknown-plan' } }
}

export function checkRow(values: RowValues, plans: ImportContext['plans']): LocalCheck {
  const phone = normaliseNigerianPhone(values.phone)
  const canManage = parseYesNo(values.canCompleteOwnProfile)
  const plan = resolvePlan(values.plan, plans)
  const parsed = v.safeParse(schema, {
    // The plan and "for me" are checked here, not by the form's step: a valid placeholder for them.
    product_id: '1',
    for_me: '0',
    can_manage: canManage ?? '1',
    first_name: values.firstName,
    last_name: values.lastName,
    email_address: values.email,
    phone_number: phone ?? values.phone,
  })
  const problems: Problems = {}
  for (const issue of parsed.issues ?? []) {
    const key = issue.path?.[0]?.key
    const importField = typeof key === 'string' ? SCHEMA_FIELDS[key] : undefined
    if (importField && !problems[importField]) problems[importField] = problemOf(issue.type)
  }
  if (!problems.phone && phone === null) problems.phone = { code: 'invalid' }
  if ('problem' in plan) problems.plan = plan.problem
  if (canManage === null) problems.canCompleteOwnProfile = { code: 'invalid' }
  return {
    problems,
    email: problems.email ? null : values.email.trim().toLowerCase(),
    phone: problems.phone ? null : phone,
    productId: 'id' in plan ? plan.id : null,
    canManage,
  }
}
