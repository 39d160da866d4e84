/**
 * The renewal page's step machine (spec §4 "Invoice renewal flow"), pure so
 * every transition is tested without a DOM.
 *
 *   LOADING ─loaded→ EXPIRED_REASON ─next→ VARIABLE_BILLING_NOTICE (invoice has variable billing)
 *                                         └→ PLAN_RESET_NOTICE (otherwise)
 *   PLAN_RESET_NOTICE:  next → PLAN_SELECTION_INFO (variable off) · back → EXPIRED_REASON
 *   PLAN_SELECTION_INFO: back → the notice it came from · continue pays (no step)
 *   VARIABLE_BILLING_NOTICE: reactivate → VARIABLE_BILLING_REVIEW_ENROLLEES (variable on)
 *                            restart → PLAN_SELECTION_INFO (variable off)
 *   VARIABLE_BILLING_REVIEW_ENROLLEES: continue → VARIABLE_BILLING_SELECT_PAYMENT · back → VARIABLE_BILLING_NOTICE
 *   VARIABLE_BILLING_SELECT_PAYMENT: continue → ORDER_SUMMARY · back → VARIABLE_BILLING_REVIEW_ENROLLEES
 *   ORDER_SUMMARY: back → VARIABLE_BILLING_SELECT_PAYMENT · pay (no step)
 *
 * ORDER_SUMMARY is not placed by the spec; we place it after
 * VARIABLE_BILLING_SELECT_PAYMENT, so it is the variable-billing path's last
 * look before paying (docs/decisions.md, Billing → Renewal). Any event a
 * status does not list leaves the state as it is.
 */

export const RENEWAL_PAGE_STATUSES = [
  'LOADING',
  'EXPIRED_REASON',
  'PLAN_RESET_NOTICE',
  'PLAN_SELECTION_INFO',
  'VARIABLE_BILLING_NOTICE',
  'VARIABLE_BILLING_SELECT_PAYMENT',
  'VARIABLE_BILLING_REVIEW_ENROLLEES',
  'ORDER_SUMMARY',
] as const
export type RenewalPageStatus = (typeof RENEWAL_PAGE_STATUSES)[number]

export const RENEWAL_EVENTS = ['loaded', 'next', 'back', 'reactivate', 'restart', 'continue'] as const
export type RenewalEvent = (typeof RENEWAL_EVENTS)[number]

export type RenewalState = {
  readonly status: RenewalPageStatus
  /** Whether Pay goes through variable billing (spec §4 "variable on/off"). */
  readonly variableBilling: boolean
}

export type RenewalContext = {
  /** The invoice's `has_variable_billing`. */
  readonly hasVariableBilling: boolean
}

export const initialRenewalState: RenewalState = { status: 'LOADING', variableBilling: false }

type Step = (context: RenewalContext, state: RenewalState) => RenewalState
type Table = { readonly [S in RenewalPageStatus]: Partial<Record<RenewalEvent, Step>> }

const to =
  (status: RenewalPageStatus): Step =>
  (_context, state) => ({ ...state, status })
const toWith =
  (status: RenewalPageStatus, variableBilling: boolean): Step =>
  () => ({ status, variableBilling })

const transitions: Table = {
  LOADING: { loaded: to('EXPIRED_REASON') },
  EXPIRED_REASON: {
    next: (context, state) => ({ ...state, status: context.hasVariableBilling ? 'VARIABLE_BILLING_NOTICE' : 'PLAN_RESET_NOTICE' }),
  },
  PLAN_RESET_NOTICE: { next: toWith('PLAN_SELECTION_INFO', false), back: to('EXPIRED_REASON') },
  // "Back to the notice": the one shown before, which the invoice decides.
  PLAN_SELECTION_INFO: {
    back: (context, state) => ({ ...state, status: context.hasVariableBilling ? 'VARIABLE_BILLING_NOTICE' : 'PLAN_RESET_NOTICE' }),
  },
  VARIABLE_BILLING_NOTICE: {
    reactivate: toWith('VARIABLE_BILLING_REVIEW_ENROLLEES', true),
    restart: toWith('PLAN_SELECTION_INFO', false),
  },
  VARIABLE_BILLING_REVIEW_ENROLLEES: { continue: to('VARIABLE_BILLING_SELECT_PAYMENT'), back: to('VARIABLE_BILLING_NOTICE') },
  VARIABLE_BILLING_SELECT_PAYMENT: { continue: to('ORDER_SUMMARY'), back: to('VARIABLE_BILLING_REVIEW_ENROLLEES') },
  ORDER_SUMMARY: { back: to('VARIABLE_BILLING_SELECT_PAYMENT') },
}

export function renewalTransition(state: RenewalState, event: RenewalEvent, context: RenewalContext): RenewalState {
  const step = transitions[state.status][event]
  return step ? step(context, state) : state
}

/** The statuses where the Pay action is offered (spec §4: plan selection's continue, and the variable path's end). */
export function canPayFrom(status: RenewalPageStatus): boolean {
  return status === 'PLAN_SELECTION_INFO' || status === 'ORDER_SUMMARY'
}
