/**
 * The Chromium the e2e tests, the bench and the PWA scripts drive, with one
 * set of switches, so scripts measure what the tests see. Browsers cannot be
 * downloaded on our machines: Debian's Chromium, unless CHROMIUM_PATH says otherwise.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Chromium 15x starts a renderer for its omnibox popup (chrome://omnibox-popup.top-chrome)
  // with every new tab: ~500 ms of CPU racing the page on a 2-core machine. A phone's
  // browser and an installed PWA have no such popup (docs/decisions.md → Speed).
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
]
