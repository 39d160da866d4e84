/** Business constants of spec §9 and session rules of §4/§6. */
export const LOCALE = 'en-NG'

/** Days the `rat` cookie lives: 2 by default, 30 with remember-me. */
export const SESSION_DAYS = { default: 2, rememberMe: 30 } as const

export const DEFAULT_AFTER_LOGIN = '/welcome'
export const DEFAULT_AUTH_TARGET = '/dashboard/enrollees'

export const DELAYS_MS = {
  addedConfirmation: 1000,
  paymentSuccessRedirect: 1000,
  loadingReset: 2000,
  reactivationErrorRedirect: 2000,
  resetFlowRedirect: 4000,
  linkResetRedirect: 2500,
} as const
