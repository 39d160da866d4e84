import { LOCALE } from '@/config/constants'

/** The pseudo-locale: accented English, 30% longer (lingui.config.ts), compiled from the source messages. */
export const PSEUDO_LOCALE = 'en-XA'

export type Language = { locale: string; name: string }

/**
 * The languages the selector offers (spec §9: en-NG, "plus a primary one" that has no translation yet, so
 * English alone; a test build adds the pseudo-locale). Each is named in itself (an endonym), as language
 * menus do, so the names are not messages: a reader must find their own language whatever is showing.
 */
export function offeredLanguages(options: { pseudoLocale: boolean }): Language[] {
  const english: Language = { locale: LOCALE, name: 'English' }
  return options.pseudoLocale ? [english, { locale: PSEUDO_LOCALE, name: 'Ëñğļîšĥ (ƥšéûđö)' }] : [english]
}
