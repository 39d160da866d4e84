import { DateField } from './fields/date-field'
import { SelectField } from './fields/select-field'
import { extendForm } from './use-app-form'

/** `useAppForm` with the searchable dropdown and the date picker, for the forms that show them. */
export const { useAppForm: usePickerForm } = extendForm({ fieldComponents: { SelectField, DateField } })
