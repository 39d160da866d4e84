import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { createInstallPrompt } from '@/lib/pwa/install-prompt'
import { renderWithProviders } from '@/test/render'
import { InstallButton } from './install-button'
import { InstallHelp } from './install-help'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'

function fakeBrowser(userAgent: string) {
  const browser = Object.assign(new EventTarget(), {
    navigator: { userAgent, maxTouchPoints: 5 },
    matchMedia: () => ({ matches: false }),
  })
  const dialog = { shown: false }
  /** Chrome decides the app is installable; the user will accept its dialog. */
  const offerInstall = () =>
    browser.dispatchEvent(
      Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          dialog.shown = true
          return Promise.resolve()
        },
        userChoice: Promise.resolve({ outcome: 'accepted' }),
      }),
    )
  return { browser, dialog, offerInstall, store: createInstallPrompt(browser) }
}

describe('InstallButton', () => {
  it('appears when the browser offers an install, opens its dialog and goes once installed', async () => {
    const user = userEvent.setup()
    const { browser, dialog, offerInstall, store } = fakeBrowser(ANDROID)
    renderWithProviders(<InstallButton store={store} />)
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()

    act(() => {
      offerInstall()
    })
    await user.click(screen.getByRole('button', { name: 'Install app' }))
    expect(dialog.shown).toBe(true)
    act(() => {
      browser.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.queryByRole('button', { name: 'Install app' })).not.toBeInTheDocument()
  })

  it('shows the Add to Home Screen steps on an iPhone', async () => {
    const user = userEvent.setup()
    const { store } = fakeBrowser(IPHONE)
    renderWithProviders(<InstallButton store={store} />)
    await user.click(screen.getByRole('button', { name: 'Install app' }))
    const steps = await screen.findByRole('dialog', { name: 'Install the app' })
    expect(steps).toHaveTextContent('Tap the Share button')
    expect(steps).toHaveTextContent('Add to Home Screen')
    await user.click(screen.getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })
})

describe('InstallHelp', () => {
  it('lists the iPhone steps inline', () => {
    renderWithProviders(<InstallHelp store={fakeBrowser(IPHONE).store} />)
    expect(screen.getByRole('list')).toHaveTextContent('Add to Home Screen')
  })

  it('offers the install button where the browser allows it, and says when it is installed', () => {
    const { browser, offerInstall, store } = fakeBrowser(ANDROID)
    renderWithProviders(<InstallHelp store={store} />)
    expect(screen.getByText(/open the browser menu and choose Install app/)).toBeInTheDocument()
    act(() => {
      offerInstall()
    })
    expect(screen.getByRole('button', { name: 'Install app' })).toBeInTheDocument()
    act(() => {
      browser.dispatchEvent(new Event('appinstalled'))
    })
    expect(screen.getByText(/The app is installed on this device/)).toBeInTheDocument()
  })
})
