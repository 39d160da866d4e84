import { createFormHookContexts } from '@tanstack/react-form'

/** The contexts the bound field and form components read (`use-app-form.ts`). */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts()
