/**
 * The Lingui catalog (`locales/<locale>/messages.po`) as the build scripts read it: Lingui's own PO
 * reader, checked with valibot. Used by the static shell's words (vite-app-shell.ts) and the messages
 * compiled into each chunk (vite-inline-messages.ts), so both read the catalog the same way.
 */
import { formatter } from '@lingui/format-po'
import * as v from 'valibot'

const poEntries = v.record(v.string(), v.object({ message: v.optional(v.string()), translation: v.optional(v.string()) }))
export type PoEntries = v.InferOutput<typeof poEntries>

/** Message id → its source message and translation, from the text of a .po file. */
export function parsePo(text: string, locale = 'en-NG', filename = 'messages.po'): PoEntries {
  const parsed: unknown = formatter().parse(text, { locale, sourceLocale: locale, filename })
  return v.parse(poEntries, parsed)
}

/** What a catalog entry shows: its translation, else its source message, else its id. */
export const shownText = (id: string, entry: PoEntries[string]) => entry.translation || entry.message || id
