import { i18n, type Messages } from '@lingui/core'
import { messages as enNG } from '../../../locales/en-NG/messages'
import { LOCALE } from '@/config/constants'
import { config } from '@/config/env'
import { offeredLanguages, PSEUDO_LOCALE } from './languages'
import { readLanguagePreference, saveLanguagePreference } from './language-preference'

/**
 * English (en-NG) is the source, so its catalog is bundled and activated synchronously: the first paint never
 * waits for a catalog fetch. In a production build this import is an empty catalog: each message is compiled
 * into the chunk that shows it (scripts/vite-inline-messages.ts), and Lingui shows that compiled message
 * whenever the active catalog has no entry for its id.
 */
export function setupI18n() {
  if (i18n.locale !== LOCALE) i18n.loadAndActivate({ locale: LOCALE, messages: enNG })
  return i18n
}

/** Other catalogs are chunks of their own, fetched only when that language is chosen. */
async function loadCatalog(locale: string): Promise<Messages> {
  if (locale === PSEUDO_LOCALE) return (await import('../../../locales/en-XA/messages')).messages
  return enNG
}

const isOffered = (locale: string) =>
  config.features.languageOptions && offeredLanguages(config).some((language) => language.locale === locale)

async function activate(locale: string) {
  // Numbers and plurals inside messages keep en-NG's rules: the pseudo-locale is English in disguise.
  i18n.loadAndActivate({ locale, locales: [LOCALE], messages: await loadCatalog(locale) })
  document.documentElement.lang = locale
}

/** The selector's choice: shown at once (every `useLingui` reader re-renders) and remembered on this device. */
export async function switchLanguage(locale: string) {
  if (!isOffered(locale)) return
  await activate(locale)
  saveLanguagePreference(locale)
}

/** Before the first render: the language chosen earlier on this device, if it is still offered. */
export async function restoreLanguage() {
  const saved = readLanguagePreference()
  if (saved && saved !== i18n.locale && isOffered(saved)) await activate(saved)
}

export { i18n }
