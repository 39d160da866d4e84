/**
 * Which column holds which field, from the header row, whatever its case,
 * spacing, punctuation or wording ("E-mail", "Email address", "Surname").
 * Generic: the caller names its fields and their synonyms.
 */

/** field → column index; a field no column matches is absent. The user may change any of it. */
export type ColumnMapping<F extends string> = Partial<Record<F, number>>

/** "E-mail Address " → "emailaddress": only letters and digits count, accents dropped. */
export function normaliseHeader(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '')
}

/**
 * Each field takes the first column whose normalised header is one of its
 * synonyms; a column is given to one field at most. Synonyms are listed in
 * any wording: they are normalised the same way.
 */
export function matchColumns<F extends string>(
  header: readonly string[],
  synonyms: Readonly<Record<F, readonly string[]>>,
  fields: readonly F[],
): ColumnMapping<F> {
  const normalised = header.map(normaliseHeader)
  const taken = new Set<number>()
  const mapping: ColumnMapping<F> = {}
  for (const field of fields) {
    const names = new Set(synonyms[field].map(normaliseHeader))
    const column = normalised.findIndex((name, index) => !taken.has(index) && names.has(name))
    if (column >= 0) {
      mapping[field] = column
      taken.add(column)
    }
  }
  return mapping
}
