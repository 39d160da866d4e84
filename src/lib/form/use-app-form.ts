import { createFormHook } from '@tanstack/react-form'
import { CheckboxField } from './fields/checkbox-field'
import { EmailField } from './fields/email-field'
import { NativeSelectField } from './fields/native-select-field'
import { PasswordField } from './fields/password-field'
import { PhoneField } from './fields/phone-field'
import { RadioGroupField } from './fields/radio-group-field'
import { TextField } from './fields/text-field'
import { fieldContext, formContext } from './form-context'
import { SubmitButton } from './submit-button'
import { SubmitForm } from './submit-form'

/**
 * The forms' hook: `useForm` plus bound fields, so a field is one line,
 * `<form.AppField name="email" children={(f) => <f.EmailField label={…} />} />`,
 * and its value, change, blur and error are wired once (`fields/`). Inside
 * `<form.AppForm>`, `form.Form` is the `<form>` element (submits through
 * `submitAll`) and `form.SubmitButton` its button. Only light
 * inputs here; the dropdown and the date picker are in `use-picker-form.ts`, so
 * the sign-in screen does not download them (a form that only needs the date
 * picker renders `fields/date-field.tsx` in its AppField: the dropdown then
 * stays in the sign-up form's chunk).
 */
export const { useAppForm, extendForm } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: { TextField, EmailField, PhoneField, PasswordField, CheckboxField, RadioGroupField, NativeSelectField },
  formComponents: { Form: SubmitForm, SubmitButton },
})
