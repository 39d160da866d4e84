/**
 * The language chosen on this device (spec §9). localStorage: a preference of the device, not of a user and
 * not a secret, so it outlives a logout (wipeLocalData keeps it) and is the same for whoever signs in next.
 */
export const LANGUAGE_STORAGE_KEY = 'hmo.language'

export function readLanguagePreference(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    return null // storage blocked: the source language
  }
}

export function saveLanguagePreference(locale: string) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, locale)
  } catch {
    // Storage blocked or full: the choice holds for this page only.
  }
}

/** Empties localStorage but the language choice: a logout removes what is a user's, not how the device reads. */
export function clearStorageKeepingLanguage(storage: Storage = localStorage) {
  const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index))
  for (const key of keys) if (key !== null && key !== LANGUAGE_STORAGE_KEY) storage.removeItem(key)
}
