/**
 * The spreadsheet's columns (issue's "Match columns" step): the fields, the
 * header wordings each is recognised by, and the template's header and
 * example row. The template's header uses the first synonym of each field,
 * so a downloaded template always matches itself.
 */
export const IMPORT_FIELDS = ['firstName', 'lastName', 'email', 'phone', 'plan', 'canCompleteOwnProfile'] as const
export type ImportField = (typeof IMPORT_FIELDS)[number]

/** Spreadsheet words (English, as HR staff's sheets are), compared without case, spaces or punctuation. */
export const FIELD_SYNONYMS: Readonly<Record<ImportField, readonly string[]>> = {
  firstName: ['First name', 'Firstname', 'Given name', 'Forename', 'First', 'Other names'],
  lastName: ['Last name', 'Surname', 'Family name', 'Lastname', 'Last'],
  email: ['Email', 'E-mail', 'Email address', 'E-mail address', 'Mail', 'Work email'],
  phone: ['Phone', 'Phone number', 'Mobile', 'Mobile number', 'Telephone', 'Tel', 'GSM', 'Cell', 'Phone no'],
  plan: ['Plan', 'Plan name', 'Plan id', 'Product', 'Product id', 'Health plan', 'Package'],
  canCompleteOwnProfile: ['Can complete own profile', 'Self service', 'Completes own profile', 'Own profile', 'Self-service'],
}

/** Row 2 of the template: one example enrollee, in the forms the import reads. */
const EXAMPLE_ROW: Readonly<Record<ImportField, string>> = {
  firstName: 'Adaeze',
  lastName: 'Okafor',
  email: 'adaeze.okafor@example.com',
  phone: '08031234567',
  plan: 'Red Beryl',
  canCompleteOwnProfile: 'yes',
}

/** The template's two rows; `planName` is the chosen invoice's first plan, so the example is valid. */
export function templateRows(planName?: string): string[][] {
  const header = IMPORT_FIELDS.map((field) => FIELD_SYNONYMS[field][0] ?? field)
  const example = IMPORT_FIELDS.map((field) => (field === 'plan' && planName ? planName : EXAMPLE_ROW[field]))
  return [header, example]
}
