/**
 * Nigerian mobile numbers in any form people and spreadsheets write them —
 * "0803 123 4567", "803-123-4567" (Excel dropped the 0), "+234 803 …",
 * "234803…", "+234 (0) 803…", "00234…" — to the one form the add-enrollee
 * form's hint asks for and the seed stores: 0 and 10 digits. The API takes
 * that form (`nigerianPhone` in src/lib/contract/common.ts), and one form
 * makes "the same phone twice" a plain comparison.
 */

/** "0" and the 10 national digits, or null when the text is no Nigerian number. */
export function normaliseNigerianPhone(text: string): string | null {
  const joined = text.trim().replace(/[\s\-().]/g, '')
  const match = /^(?:\+234|00234|234)0?(\d{10})$/.exec(joined) ?? /^0?([789]\d{9})$/.exec(joined) ?? /^(0\d{10})$/.exec(joined)
  if (!match?.[1]) return null
  return match[1].length === 10 ? `0${match[1]}` : match[1]
}
