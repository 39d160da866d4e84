/** The two calls of a TanStack form that submitting needs. */
type SubmittableForm = {
  validate: (cause: 'submit') => unknown
  handleSubmit: () => Promise<void>
}

/**
 * Checks every field together, then submits. TanStack's `handleSubmit` stops
 * early while any field still carries an error from the last round, and then
 * never re-checks the fields changed since: a field broken after fixing another
 * would show nothing until a later round (decisions: 'What a new user tripped on').
 * Validating the whole form first shows every error at once.
 */
export async function submitAll(form: SubmittableForm): Promise<void> {
  await form.validate('submit')
  await form.handleSubmit()
}
