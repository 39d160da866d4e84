import { describe, expect, it } from 'vitest'
import { createInstallPrompt } from './install-prompt'

const ANDROID_CHROME = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36'
const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const IPAD_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'

/** A page in a browser: its user agent, whether it runs as an installed app, and its events. */
function fakeBrowser({ userAgent = ANDROID_CHROME, touchPoints = 5, standalone = false, iosStandalone = false } = {}) {
  const navigator = iosStandalone
    ? { userAgent, maxTouchPoints: touchPoints, standalone: true }
    : { userAgent, maxTouchPoints: touchPoints }
  return Object.assign(new EventTarget(), {
    navigator,
    matchMedia: (query: string) => ({ matches: standalone && query === '(display-mode: standalone)' }),
  })
}

/** Chrome's install offer; `answer` is what the user picks in the browser's dialog. */
function installOffer(answer: 'accepted' | 'dismissed') {
  const dialog = { shown: false }
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: () => {
      dialog.shown = true
      return Promise.resolve()
    },
    userChoice: Promise.resolve({ outcome: answer }),
  })
  return { event, dialog }
}

describe('install prompt', () => {
  it('offers nothing until Chrome sends its install offer, then offers it instead of the mini-infobar', () => {
    const browser = fakeBrowser()
    const store = createInstallPrompt(browser)
    expect(store.getSnapshot()).toBe('unavailable')

    const { event } = installOffer('accepted')
    browser.dispatchEvent(event)
    expect(store.getSnapshot()).toBe('prompt')
    expect(event.defaultPrevented).toBe(true)
  })

  it('opens the browser dialog once and is installed after the user accepts', async () => {
    const browser = fakeBrowser()
    const store = createInstallPrompt(browser)
    const seen: string[] = []
    store.subscribe(() => seen.push(store.getSnapshot()))
    const { event, dialog } = installOffer('accepted')
    browser.dispatchEvent(event)

    await expect(store.install()).resolves.toBe('accepted')
    expect(dialog.shown).toBe(true)
    // The offer is spent: a second press cannot open a dialog.
    await expect(store.install()).resolves.toBe('unavailable')
    browser.dispatchEvent(new Event('appinstalled'))
    expect(store.getSnapshot()).toBe('installed')
    expect(seen).toEqual(['prompt', 'unavailable', 'installed'])
  })

  it('offers again when Chrome sends a new offer after a dismissal', async () => {
    const browser = fakeBrowser()
    const store = createInstallPrompt(browser)
    browser.dispatchEvent(installOffer('dismissed').event)
    await expect(store.install()).resolves.toBe('dismissed')
    expect(store.getSnapshot()).toBe('unavailable')
    browser.dispatchEvent(installOffer('accepted').event)
    expect(store.getSnapshot()).toBe('prompt')
  })

  it('knows it is installed when running standalone', () => {
    expect(createInstallPrompt(fakeBrowser({ standalone: true })).getSnapshot()).toBe('installed')
    expect(createInstallPrompt(fakeBrowser({ userAgent: IPHONE_SAFARI, iosStandalone: true })).getSnapshot()).toBe('installed')
  })

  it('shows the Share-menu steps on iPhone and iPad, not on a Mac', () => {
    expect(createInstallPrompt(fakeBrowser({ userAgent: IPHONE_SAFARI })).getSnapshot()).toBe('ios')
    expect(createInstallPrompt(fakeBrowser({ userAgent: IPAD_SAFARI, touchPoints: 5 })).getSnapshot()).toBe('ios')
    expect(createInstallPrompt(fakeBrowser({ userAgent: IPAD_SAFARI, touchPoints: 0 })).getSnapshot()).toBe('unavailable')
  })

  it('ignores an event that is not a real install offer', () => {
    const browser = fakeBrowser()
    const store = createInstallPrompt(browser)
    browser.dispatchEvent(new Event('beforeinstallprompt'))
    expect(store.getSnapshot()).toBe('unavailable')
  })
})
