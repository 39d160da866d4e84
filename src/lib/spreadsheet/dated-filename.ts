/** `enrollees-2026-11-27.csv`: the local day, so an export made at 00:30 in Lagos is named for that day. */
export function datedFilename(prefix: string, now: Date, extension: string): string {
  const pad = (value: number) => String(value).padStart(2, '0')
  return `${prefix}-${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${extension}`
}
