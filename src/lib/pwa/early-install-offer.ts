/**
 * Chromium's install offer (`beforeinstallprompt`) comes once per page load, as soon as the page is
 * installable. With the service worker already in control that can be before the app's code has arrived
 * (a phone on a slow link), and an offer nobody heard is gone until the next load: no "Install app" button.
 * The boot script starts listening at once and keeps the offer until install-prompt.ts takes over.
 * No imports: this runs in the page's first, tiny script.
 */
let kept: Event | null = null
let handedOver = false

export function catchEarlyInstallOffer(target: EventTarget = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    if (handedOver) return
    // Our own button replaces Chrome's mini-infobar (as install-prompt.ts does for later offers).
    event.preventDefault()
    kept = event
  })
}

/** The offer that came before the app listened, if any; from now on the app's own listener hears them. */
export function takeEarlyInstallOffer(): Event | null {
  handedOver = true
  const offer = kept
  kept = null
  return offer
}
