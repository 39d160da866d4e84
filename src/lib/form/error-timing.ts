import { createContext } from 'react'

/**
 * Whether a submit attempt also shows the errors of fields the user has not
 * been to: on (the default) in one-page forms. The sign-up form's "Next" is a
 * submit, so there it is off and a new page opens without errors; its fields
 * still show theirs once left or once the page itself is submitted.
 */
export const ErrorsAfterSubmit = createContext(true)
