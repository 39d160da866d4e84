import { beforeEach, describe, expect, it, vi } from 'vitest'
import { createInstallPrompt } from './install-prompt'

/** A fresh copy of the module (it keeps one page load's offer), as a new page would have. */
const load = () => import('./early-install-offer')

function fakeBrowser() {
  return Object.assign(new EventTarget(), {
    navigator: { userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Chrome/126.0 Mobile Safari/537.36', maxTouchPoints: 5 },
    matchMedia: () => ({ matches: false }),
  })
}

function installOffer() {
  return Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => Promise.resolve(),
    userChoice: Promise.resolve({ outcome: 'accepted' }),
  })
}

beforeEach(() => {
  vi.resetModules()
})

describe('an install offer that comes before the app listens', () => {
  it('is kept by the boot script and offered once the app starts', async () => {
    const { catchEarlyInstallOffer, takeEarlyInstallOffer } = await load()
    const browser = fakeBrowser()
    catchEarlyInstallOffer(browser)
    const offer = installOffer()
    browser.dispatchEvent(offer)
    // Chrome's own mini-infobar is held back, as for later offers.
    expect(offer.defaultPrevented).toBe(true)

    const store = createInstallPrompt(browser, takeEarlyInstallOffer())
    expect(store.getSnapshot()).toBe('prompt')
  })

  it('is not kept once the app listens itself, and nothing is offered when none came', async () => {
    const { catchEarlyInstallOffer, takeEarlyInstallOffer } = await load()
    const browser = fakeBrowser()
    catchEarlyInstallOffer(browser)
    expect(takeEarlyInstallOffer()).toBeNull()
    expect(createInstallPrompt(browser, null).getSnapshot()).toBe('unavailable')
    browser.dispatchEvent(installOffer())
    expect(takeEarlyInstallOffer()).toBeNull()
  })
})
