import { Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { DEFAULT_AUTH_TARGET } from '@/config/constants'
import { isApiError } from '@/lib/http/api-error'
import { isChunkLoadError } from '@/lib/lazy-chunks'
import { errorMessage } from '@/lib/http/error-messages'
import { Logo } from './logo'
import classes from './error-screen.module.css'

/**
 * What a crash or a failed page load shows: what went wrong in plain words,
 * a retry and a way home — never a white page. Plain elements and a CSS
 * module, not Mantine components: this screen is in the first screen's
 * JavaScript whether or not it is ever shown.
 *
 * A page that got no answer was never saved on this phone (a saved one opens
 * offline from the persisted cache), so that case is said plainly, with a way
 * to the enrollee list, the page a signed-in user has opened first.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()
  const pathname = useRouterState({ select: (state) => state.location.pathname })
  const notSaved = isApiError(error) && error.isNetwork
  const toList = notSaved && pathname !== DEFAULT_AUTH_TARGET

  const retry = () => {
    // Chromium 150 keeps a chunk that failed to load as failed for the page's life (lib/lazy-chunks.ts): only a new page asks again.
    if (isChunkLoadError(error)) return location.reload()
    queryReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <div className={classes.screen}>
      <div className={classes.stack} role="alert">
        <Logo size={48} />
        <h1 className={classes.title}>
          {notSaved ? <Trans>This page is not saved on this phone yet</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        <p className={classes.message}>
          {notSaved ? (
            <Trans>
              You are offline, and this page has not been opened on this phone before, so there is no copy of it here. It opens when you are
              back online; the pages you have opened before can still be read.
            </Trans>
          ) : (
            errorMessage(i18n, error)
          )}
        </p>
        <div className={classes.actions}>
          <button type="button" className={`${classes.button} ${classes.primary}`} onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          {toList ? (
            <Link to={DEFAULT_AUTH_TARGET} className={`${classes.button} ${classes.secondary}`}>
              <Trans>Go to the enrollee list</Trans>
            </Link>
          ) : (
            <Link to="/" className={`${classes.button} ${classes.secondary}`}>
              <Trans>Go to the home page</Trans>
            </Link>
          )}
        </div>
      </div>
    </div>
  )
}
