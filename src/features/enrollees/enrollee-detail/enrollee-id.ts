/**
 * The `$enrolleeId` route param: a positive whole number, else the page does
 * not exist (spec §2). Digits only, so "12abc", "1e3" and "007x" are not ids.
 */
export function parseEnrolleeId(raw: string): number | null {
  if (!/^[1-9]\d*$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
