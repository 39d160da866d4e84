/**
 * Wires the app together before the first render: i18n, the query client,
 * the router, and (for a signed-in user on a trusted device) the cache
 * restored from IndexedDB, so an offline start shows data at once.
 */
import { restoreLanguage, setupI18n } from '@/lib/i18n/i18n'
import { sessionStore } from '@/lib/session/session-store'
import { startPersistence } from '@/lib/persistence/query-persistence'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { afterFirstScreen, afterSignedInScreen, signedInScreenDrawn } from '@/lib/when-idle'
import { loadWhenOnline } from '@/lib/lazy-chunks'

export async function bootstrap() {
  // Tokens have already left the address bar (src/boot.ts) before the router or anything else reads it.
  const i18n = setupI18n()
  await restoreLanguage() // the language chosen on this device, before the first render (settles at once when none)
  let router: ReturnType<typeof createAppRouter> | null = null
  // A 401 (to a query, or to a queued write's replay) ends this tab's session: the /logout flow, which warns
  // first. Decisions: 'Tabs on a shared phone': only while the session signed in is still this tab's; a 401 to the previous user's token,
  // after another tab signed someone else in, must not end the new user's session (the tab leaves instead).
  const endThisTabsSession = () => {
    if (!router || router.state.location.pathname === '/logout' || !sessionStore.ownsSession()) return
    void router.navigate({ to: '/logout', search: { r: router.state.location.href } })
  }
  const queryClient = createQueryClient(endThisTabsSession)
  router = createAppRouter(queryClient)
  // The kept profile holds no token: check the cookie against its fingerprint before anyone asks the status.
  await sessionStore.restore()
  const user = sessionStore.getUser()
  if (user && sessionStore.status() === 'signed-in') await startPersistence(queryClient, user)
  // The service worker registers once the first screen is drawn and the page is idle (after-first-screen.ts).
  // Offline by then, it waits for the network (lib/lazy-chunks.ts: a chunk that failed stays failed).
  void afterFirstScreen(3000)
    .then(() => loadWhenOnline(() => import('./after-first-screen')))
    .then(({ startAfterFirstScreen }) => startAfterFirstScreen())
  // The outbox and the toasts' container once a signed-in screen is (after-signed-in-screen.ts): jobs of a kind not
  // registered yet just wait. A 401 during a replay (decisions: 'Queued writes') asks for a new sign-in like any 401.
  watchForSignedInScreen(router)
  // Offline by then (the chunk not yet in the service worker's cache), it is fetched once the network is back.
  const later = afterSignedInScreen(3000).then(() => loadWhenOnline(() => import('./after-signed-in-screen')))
  void later.then(({ startSignedIn }) => startSignedIn(queryClient, endThisTabsSession))
  return { i18n, queryClient, router, later }
}

/**
 * Tells when-idle.ts once a screen has been drawn with someone signed in: the first screen of a signed-in
 * start, else the first screen the router renders after the sign-in (the enrollee list's loader waits for its
 * rows, so they are in by then). Decisions: 'Speed'.
 */
function watchForSignedInScreen(router: ReturnType<typeof createAppRouter>) {
  void afterFirstScreen(3000).then(() => {
    if (sessionStore.status() === 'signed-in') return signedInScreenDrawn()
    const stop = router.subscribe('onRendered', () => {
      if (sessionStore.status() !== 'signed-in') return
      stop()
      signedInScreenDrawn()
    })
  })
}
