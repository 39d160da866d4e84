import { i18n } from '@lingui/core'
import { messages as enNG } from '../../../locales/en-NG/messages'
import { LOCALE } from '@/config/constants'

/**
 * Only English (en-NG) is active (spec §1), so its catalog is bundled and
 * activated synchronously: the first paint never waits for a catalog fetch.
 * In a production build this import is an empty catalog: each message is
 * compiled into the chunk that shows it (scripts/vite-inline-messages.ts).
 */
export function setupI18n() {
  if (i18n.locale !== LOCALE) i18n.loadAndActivate({ locale: LOCALE, messages: enNG })
  return i18n
}

export { i18n }
