import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './fields/checkbox-field'
import { PasswordField } from './fields/password-field'
import { TextField } from './fields/text-field'
import { fieldContext, formContext } from './form-context'
import { SubmitButton } from './submit-button'
import { SubmitForm } from './submit-form'

/**
 * The forms' hook with only the fields the sign-in form shows. Every first visit
 * downloads what /login imports, so its form does not bring the radio group, the
 * dropdown or the phone field (and their Mantine CSS) that other forms use
 * (decisions: 'Speed'); `useAppForm` extends this one with them.
 */
export const { useAppForm: useSignInForm, extendForm: extendSignInForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, PasswordField, CheckboxField },
  formComponents: { Form: SubmitForm, SubmitButton },
})
