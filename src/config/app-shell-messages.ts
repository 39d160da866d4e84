import { msg } from '@lingui/core/macro'

/**
 * The words of the static shell in index.html. The shell is painted before any
 * JavaScript runs, so scripts/vite-app-shell.ts writes them into the HTML at
 * build time from the catalog; declaring them here is what keeps them in the
 * catalog (lingui extract). Nothing imports this at run time.
 */
export const appShellMessages = [
  msg`Plan owner dashboard`,
  msg`Loading`,
  msg`The app could not be loaded. Check your connection and try again.`,
  msg`Try again`,
]
