import { lazy, Suspense, useState, type ComponentType } from 'react'
import { DialogCodeUnavailable, LoadFailure, NotLoaded } from './dialog-load-failure'
import { prefetchOnce } from './dialog-prefetch'

type DialogProps = { opened: boolean; onClose: () => void }

/**
 * A whole dialog (its body and the components only it uses, such as the renewal's radio cards) whose code
 * waits for its first opening, as LazyModal's Mantine code does: a screen that merely offers the dialog does
 * not download it before its first paint (decisions: 'Speed'). The code is fetched once a signed-in screen is
 * in and the browser is idle, so it is usually there before the tap; the service worker keeps it for offline.
 *
 * The dialog mounts at its first opening, already open; it should render a LazyModal, which then opens it a
 * frame later, so its transition and focus return behave as for any dialog. It stays mounted after that. If its
 * code cannot be downloaded, the page says so and the dialog counts as closed (onClose).
 */
export function lazyDialog<P extends DialogProps>(load: () => Promise<ComponentType<P>>) {
  const fetchCode = () =>
    load().catch((error: unknown) => {
      throw new DialogCodeUnavailable('The dialog could not be loaded', { cause: error })
    })
  const makeDialog = () => lazy(() => fetchCode().then((Dialog) => ({ default: Dialog })))
  const usePrefetch = prefetchOnce(fetchCode)

  return function LazyDialog(props: P) {
    const [used, setUsed] = useState(false)
    const [failed, setFailed] = useState(false)
    const [Dialog, setDialog] = useState(makeDialog)
    // Opening (again, after a failed download): mount it, and the notice of the failure goes.
    if (props.opened && (!used || failed)) {
      setUsed(true)
      setFailed(false)
    }

    usePrefetch()

    const onFailed = () => {
      setUsed(false)
      setFailed(true)
      // A new lazy component for the next opening: React keeps a lazy one's failure.
      setDialog(() => makeDialog())
      props.onClose()
    }
    return (
      <>
        {failed && !props.opened && <NotLoaded onClose={() => setFailed(false)} />}
        {used && (
          <LoadFailure onFailed={onFailed}>
            <Suspense fallback={null}>
              <Dialog {...props} />
            </Suspense>
          </LoadFailure>
        )}
      </>
    )
  }
}
