/**
 * What this device can do to install the app, as a tiny store. Chromium fires
 * `beforeinstallprompt` once per page load, often before React has rendered,
 * so the boot script keeps an early one (early-install-offer.ts) and main.tsx
 * starts listening first thing (startInstallPromptCapture).
 */
import { takeEarlyInstallOffer } from './early-install-offer'

/** Chromium's install offer; not in TypeScript's DOM types. */
type InstallPromptEvent = Event & {
  prompt: () => Promise<unknown>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>
}

/**
 * - `prompt`: the browser offers an install our button can open;
 * - `ios`: iPhone/iPad, where only Share → Add to Home Screen installs;
 * - `installed`: running as the installed app, or just installed;
 * - `unavailable`: nothing to offer (unsupported, or the browser withholds it).
 */
type InstallKind = 'prompt' | 'ios' | 'installed' | 'unavailable'

export type InstallPrompt = {
  getSnapshot: () => InstallKind
  subscribe: (listener: () => void) => () => void
  /** Opens the browser's install dialog; resolves with the user's answer. */
  install: () => Promise<'accepted' | 'dismissed' | 'unavailable'>
}

/** The bits of `window` this reads; tests hand in a fake. */
export type InstallHost = {
  navigator: { userAgent: string; maxTouchPoints: number }
  matchMedia: (query: string) => { matches: boolean }
  addEventListener: (type: string, listener: (event: Event) => void) => void
}

function isInstallPromptEvent(event: Event): event is InstallPromptEvent {
  return 'prompt' in event && typeof event.prompt === 'function' && 'userChoice' in event
}

function isStandalone(win: InstallHost) {
  const iosStandalone = 'standalone' in win.navigator && win.navigator.standalone === true
  return iosStandalone || win.matchMedia('(display-mode: standalone)').matches
}

/** iPhone, iPod and iPad (iPadOS Safari says "Macintosh", but Macs have no touch screen). */
function isIos(navigator: InstallHost['navigator']) {
  const agent = navigator.userAgent
  return /iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)
}

/** `early`: an offer that came before this store existed (early-install-offer.ts). */
export function createInstallPrompt(win: InstallHost, early: Event | null = null): InstallPrompt {
  const ios = isIos(win.navigator)
  let offer: InstallPromptEvent | null = early && isInstallPromptEvent(early) ? early : null
  let installed = isStandalone(win)
  const listeners = new Set<() => void>()
  const kind = (): InstallKind => (installed ? 'installed' : offer ? 'prompt' : ios ? 'ios' : 'unavailable')
  let snapshot = kind()
  const changed = () => {
    if (kind() === snapshot) return
    snapshot = kind()
    for (const listener of listeners) listener()
  }

  win.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPromptEvent(event)) return
    // Our own button replaces Chrome's mini-infobar, which would cover the bottom of the screen.
    event.preventDefault()
    offer = event
    installed = false
    changed()
  })
  win.addEventListener('appinstalled', () => {
    offer = null
    installed = true
    changed()
  })

  return {
    getSnapshot: () => snapshot,
    subscribe: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    install: async () => {
      const event = offer
      if (!event) return 'unavailable'
      // An offer can be shown once; Chrome sends a new one later if this one is dismissed.
      offer = null
      changed()
      await event.prompt()
      const { outcome } = await event.userChoice
      return outcome
    },
  }
}

let shared: InstallPrompt | null = null

/** The page's one install store; the first call starts listening. */
export function startInstallPromptCapture(): InstallPrompt {
  shared ??= createInstallPrompt(window, takeEarlyInstallOffer())
  return shared
}
