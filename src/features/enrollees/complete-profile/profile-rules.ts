/**
 * The sign-up form's business rules (spec §5), kept free of React so they can
 * be tested on their own and shared by the page schemas and the screens.
 */
import type { Provider } from '@/lib/contract/common'

/** Spec §5: only the digits of a phone number are kept. */
export function stripNonDigits(value: string): string {
  return value.replace(/\D/g, '')
}

/** Today as `YYYY-MM-DD` in the phone's own calendar (a birthday is a local day). */
export function localIsoDay(now: Date = new Date()): string {
  const mm = String(now.getMonth() + 1).padStart(2, '0')
  const dd = String(now.getDate()).padStart(2, '0')
  return `${now.getFullYear()}-${mm}-${dd}`
}

/** ISO days compare correctly as text; an unreadable value is not "in the future" (it fails elsewhere). */
export function isFutureDay(day: string, today: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && day > today
}

/** The form keeps the state as text; '', '0' or anything not a positive id means "none" (spec §5). */
export function chosenStateId(value: string): number | null {
  const id = Number(value)
  return Number.isInteger(id) && id > 0 ? id : null
}

export function providersInState(providers: readonly Provider[], stateId: number | null): Provider[] {
  return stateId === null ? [] : providers.filter((provider) => provider.state.id === stateId)
}

/**
 * Spec §5: when no hospital of the plan is in the chosen state, the enrollee
 * names their hospital in free text (name and address) instead of picking one.
 */
export function needsFreeTextHospital(providers: readonly Provider[], stateValue: string): boolean {
  return providersInState(providers, chosenStateId(stateValue)).length === 0
}

/** Spec §5: marital status is hidden when enrollee_type is "3". */
export function showsMaritalStatus(enrolleeType: string): boolean {
  return enrolleeType !== '3'
}

/** Spec §5: the e-mail cannot be changed when the enrollee is the signed-in user. */
export function isOwnEmail(enrolleeEmail: string | null, userEmail: string | undefined): boolean {
  if (!enrolleeEmail || !userEmail) return false
  return enrolleeEmail.trim().toLowerCase() === userEmail.trim().toLowerCase()
}
