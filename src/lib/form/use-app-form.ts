import { EmailField } from './fields/email-field'
import { NativeSelectField } from './fields/native-select-field'
import { PhoneField } from './fields/phone-field'
import { RadioGroupField } from './fields/radio-group-field'
import { extendSignInForm } from './use-sign-in-form'

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
export const { useAppForm, extendForm } = extendSignInForm({
  fieldComponents: { EmailField, PhoneField, RadioGroupField, NativeSelectField },
})
