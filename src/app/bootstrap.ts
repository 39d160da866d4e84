/**
 * Wires the app together before the first render: i18n, the query client,
 * the router, and (for a signed-in user on a trusted device) the cache
 * restored from IndexedDB, so an offline start shows data at once.
 */
import { setupI18n } from '@/lib/i18n/i18n'
import { sessionStore } from '@/lib/session/session-store'
import { startPersistence } from '@/lib/persistence/query-persistence'
import { createQueryClient } from './query-client'
import { createAppRouter } from './router'
import { afterFirstScreen } from '@/lib/when-idle'

export async function bootstrap() {
  // Tokens have already left the address bar (src/boot.ts) before the router or anything else reads it.
  const i18n = setupI18n()
  let router: ReturnType<typeof createAppRouter> | null = null
  const queryClient = createQueryClient(() => {
    if (!router || router.state.location.pathname === '/logout') return
    void router.navigate({ to: '/logout', search: { r: router.state.location.href } })
  })
  router = createAppRouter(queryClient)
  // The kept profile holds no token: check the cookie against its fingerprint before anyone asks the status.
  await sessionStore.restore()
  const user = sessionStore.getUser()
  if (user && sessionStore.status() === 'signed-in') await startPersistence(queryClient, user)
  // Queued writes (issue 5): a 401 during a replay asks for a new sign-in like any 401; the writes wait for it.
  // The outbox loads once the first screen is drawn and the page is idle; jobs of a kind not registered yet just wait.
  const outboxRouter = router
  void afterFirstScreen(3000)
    .then(() => import('./outbox-handlers'))
    .then(({ setUpOutbox }) =>
      setUpOutbox(queryClient, () => {
        if (outboxRouter.state.location.pathname === '/logout') return
        void outboxRouter.navigate({ to: '/logout', search: { r: outboxRouter.state.location.href } })
      }),
    )
  return { i18n, queryClient, router }
}
