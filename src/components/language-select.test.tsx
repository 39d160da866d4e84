import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Trans } from '@lingui/react/macro'
import { renderWithProviders } from '@/test/render'
import { i18n, restoreLanguage } from '@/lib/i18n/i18n'
import { LANGUAGE_STORAGE_KEY } from '@/lib/i18n/language-preference'
import { wipeLocalData } from '@/lib/persistence/wipe-local-data'
import { LanguageSelect } from './language-select'

// The switches are build-time configuration; each test sets the build it runs in.
const build = vi.hoisted(() => ({ languageOptions: true, pseudoLocale: true }))
vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>()
  return {
    config: {
      ...actual.config,
      get pseudoLocale() {
        return build.pseudoLocale
      },
      features: {
        ...actual.config.features,
        get languageOptions() {
          return build.languageOptions
        },
      },
    },
  }
})

function renderPage() {
  return renderWithProviders(
    <>
      <LanguageSelect />
      <p>
        <Trans>Log out</Trans>
      </p>
    </>,
  )
}

afterEach(() => {
  Object.assign(build, { languageOptions: true, pseudoLocale: true })
  act(() => i18n.activate('en-NG'))
  localStorage.clear()
})

describe('LanguageSelect (spec §9)', () => {
  it('switches the words on screen at once, sets the page language and remembers the choice past a logout', async () => {
    renderPage()
    expect(screen.getByText('Log out')).toBeInTheDocument()
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Ëñğļîšĥ (ƥšéûđö)')
    expect(await screen.findByText(/Ĺōĝ ōũţ/)).toBeInTheDocument()
    expect(screen.queryByText('Log out')).not.toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en-XA')
    await wipeLocalData()
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en-XA')

    await userEvent.selectOptions(screen.getByRole('combobox', { name: /Ĺàńĝũàĝē/ }), 'English')
    expect(await screen.findByText('Log out')).toBeInTheDocument()
    expect(document.documentElement.lang).toBe('en-NG')
  })

  it('is not there when the language options switch is off, nor with one language to offer', () => {
    build.languageOptions = false
    const { unmount } = renderPage()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
    unmount()
    Object.assign(build, { languageOptions: true, pseudoLocale: false })
    renderPage()
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument()
  })
})

describe('restoreLanguage', () => {
  it('starts in the language chosen earlier on this device', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-XA')
    await restoreLanguage()
    expect(i18n.locale).toBe('en-XA')
  })

  it('ignores a choice the build no longer offers', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'en-XA')
    build.languageOptions = false
    await restoreLanguage()
    expect(i18n.locale).toBe('en-NG')
  })
})
