/**
 * CSV bytes to text. Excel saves "CSV UTF-8" with a byte-order mark, Google
 * Sheets without; Excel's plain "CSV" on Windows is Windows-1252, which is
 * not valid UTF-8 as soon as a name has an accent. So: strict UTF-8 first,
 * Windows-1252 when that fails (every byte is valid there).
 */
const UTF8_BOM = [0xef, 0xbb, 0xbf] as const

export type TextEncoding = 'utf-8' | 'windows-1252'

export function decodeCsvBytes(bytes: Uint8Array): { text: string; encoding: TextEncoding } {
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte)
  const body = hasBom ? bytes.subarray(UTF8_BOM.length) : bytes
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(body), encoding: 'utf-8' }
  } catch {
    return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' }
  }
}
