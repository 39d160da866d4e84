/** The edit form's field names as Pending changes shows them in a conflict (the same words as the form's labels). */
import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const labels = {
  first_name: msg`First name`,
  last_name: msg`Last name`,
  email_address: msg`Email address`,
  phone_number: msg`Phone number`,
} as const

export function editFieldLabel(field: string, i18n: I18n): string {
  for (const [name, label] of Object.entries(labels)) if (name === field) return i18n._(label)
  return field
}
