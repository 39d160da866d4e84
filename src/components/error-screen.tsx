import { Link, useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '@/lib/http/error-messages'
import { Logo } from './logo'
import classes from './error-screen.module.css'

/**
 * What a crash or a failed page load shows: what went wrong in plain words,
 * a retry and a way home — never a white page. Plain elements and a CSS
 * module, not Mantine components: this screen is in the first screen's
 * JavaScript whether or not it is ever shown.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()

  const retry = () => {
    queryReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <div className={classes.screen}>
      <div className={classes.stack} role="alert">
        <Logo size={48} />
        <h1 className={classes.title}>
          <Trans>Something went wrong</Trans>
        </h1>
        <p className={classes.message}>{errorMessage(i18n, error)}</p>
        <div className={classes.actions}>
          <button type="button" className={`${classes.button} ${classes.primary}`} onClick={retry}>
            <Trans>Try again</Trans>
          </button>
          <Link to="/" className={`${classes.button} ${classes.secondary}`}>
            <Trans>Go to the home page</Trans>
          </Link>
        </div>
      </div>
    </div>
  )
}
