/**
 * TanStack Form keeps validator results as-is: plain strings from function
 * validators, issue objects from valibot (Standard Schema). Screens want text.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error
    if (error && typeof error === 'object' && 'message' in error && typeof error.message === 'string') {
      return error.message
    }
  }
  return undefined
}

/** Shows a field's error only once the user has left it or tried to submit. */
export function visibleError(meta: { errors: readonly unknown[]; isTouched: boolean }, submitted: boolean) {
  return meta.isTouched || submitted ? firstError(meta.errors) : undefined
}
