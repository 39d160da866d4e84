/**
 * The edit-details form's draft (decisions: 'Drafts and queued profiles'): the four fields as typed,
 * per enrollee, restored when the form opens again, gone once saved.
 */
import * as v from 'valibot'
import type { EditDetailsValues } from './edit-details-form-schema'

const editDetailsDraftSchema = v.object({
  first_name: v.string(),
  last_name: v.string(),
  email_address: v.string(),
  phone_number: v.string(),
}) satisfies v.GenericSchema<unknown, EditDetailsValues>

/** useFormDraft's options for this form (the values are the draft as they are). */
export function editDetailsDraft(enrolleeId: number) {
  return {
    formName: 'edit-details',
    id: enrolleeId,
    schema: editDetailsDraftSchema,
    toDraft: (values: EditDetailsValues) => values,
    fromDraft: (draft: EditDetailsValues) => draft,
  }
}
