/**
 * The signed-in first screens' static shell (decisions: 'Speed'). index.html paints a
 * sign-in-like card for every address; on the enrollee list and the home page of a
 * likely session the boot script swaps it for the dashboard's header and the page's
 * own heading (and, on home, its intro text), laid out where the app will draw them.
 * The page's largest text is then painted before any of the app's JavaScript has
 * arrived, and the app's first screen replaces it without anything moving.
 *
 * Only a hint, like the session hint it reads: a session that turns out to be over
 * goes to /login as usual. No imports but the hint: this runs in the page's first, tiny script.
 */
import { likelySessionToken } from '@/lib/session/session-hint'

/** Address → the page section of index.html's dashboard shell (/ and /dashboard redirect to the list). */
const SHELL_PAGES = new Map([
  ['/', 'enrollees'],
  ['/dashboard', 'enrollees'],
  ['/dashboard/enrollees', 'enrollees'],
  ['/dashboard/home', 'home'],
])

type Show = { pathname?: string; signedIn?: boolean; root?: ParentNode }

/** Shows the dashboard shell when the opened page has one and a session is likely; true when it did. */
export function showSignedInShell({
  pathname = location.pathname,
  signedIn = likelySessionToken() !== null,
  root = document,
}: Show = {}): boolean {
  const page = SHELL_PAGES.get(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname)
  const dashboard = root.querySelector<HTMLElement>('[data-boot-dashboard]')
  const section = page ? dashboard?.querySelector<HTMLElement>(`[data-boot-page="${page}"]`) : null
  const card = root.querySelector<HTMLElement>('.boot-shell')
  if (!signedIn || !dashboard || !section || !card) return false
  section.removeAttribute('hidden')
  dashboard.removeAttribute('hidden')
  card.setAttribute('hidden', '')
  return true
}

/** Back to the card (its load-failure message lives there). */
export function hideSignedInShell(root: ParentNode = document) {
  root.querySelector<HTMLElement>('[data-boot-dashboard]')?.setAttribute('hidden', '')
  root.querySelector<HTMLElement>('.boot-shell')?.removeAttribute('hidden')
}
