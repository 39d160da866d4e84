import { NativeSelect } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { config } from '@/config/env'
import { offeredLanguages } from '@/lib/i18n/languages'
import { switchLanguage } from '@/lib/i18n/i18n'

/**
 * Spec §9 language selector, only with VITE_FEATURE_LANGUAGE_OPTIONS and more than one language to offer.
 * A native select: no popover code for the first screen, and the phone's own picker.
 */
export function LanguageSelect({ alignSelf }: { alignSelf?: 'center' }) {
  const { i18n, t } = useLingui()
  const languages = offeredLanguages(config)
  if (!config.features.languageOptions || languages.length < 2) return null
  return (
    <NativeSelect
      aria-label={t`Language`}
      size="xs"
      w="auto"
      miw={0}
      style={{ alignSelf }}
      data={languages.map((language) => ({ value: language.locale, label: language.name }))}
      value={i18n.locale}
      onChange={(event) => void switchLanguage(event.currentTarget.value)}
    />
  )
}
