import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react'
import type { DrawerProps, ModalProps } from '@mantine/core'
import { DialogCodeUnavailable, LoadFailure, NotLoaded } from './dialog-load-failure'
import { prefetchOnce } from './dialog-prefetch'

const dialogs = () =>
  import('./mantine-dialogs').catch((error: unknown) => {
    throw new DialogCodeUnavailable('The dialogs could not be loaded', { cause: error })
  })
const usePrefetch = prefetchOnce(dialogs)
const lazyModal = () => lazy(() => dialogs().then((module) => ({ default: module.Modal })))
const lazyDrawer = () => lazy(() => dialogs().then((module) => ({ default: module.Drawer })))

/**
 * A closed Mantine modal is not free: its code is part of the screen's download, and with the screen it
 * mounts a portal (a node added to <body>), renders again once the portal exists, then once more for its
 * two transitions. The enrollee list carries seven of them, all before its first paint. These wait for
 * their first opening instead; their code is fetched once a signed-in screen is in and the browser is idle
 * (`afterSignedInScreen`: after the enrollee list's first row, not while it waits for its rows), so it is there by then (and the service worker keeps it for offline use).
 *
 * Opening then takes two steps, so it looks and behaves as it always did: the dialog mounts closed, and
 * opens on the next frame, once its portal holds it. Mounted open, it would skip its opening transition.
 * It stays mounted after that, so closing animates and focus goes back as usual.
 */
export function LazyModal(props: ModalProps) {
  const slot = useDialogSlot(props.opened, props.onClose, lazyModal)
  const Modal = slot.Dialog
  return slot.render(<Modal {...props} opened={slot.opened} />)
}

/** Mantine's Drawer, rendered from its first opening on (as LazyModal). */
export function LazyDrawer(props: DrawerProps) {
  const slot = useDialogSlot(props.opened, props.onClose, lazyDrawer)
  const Drawer = slot.Dialog
  return slot.render(<Drawer {...props} opened={slot.opened} />)
}

function useDialogSlot<T>(opened: boolean, onClose: () => void, makeDialog: () => T) {
  const [ready, setReady] = useState(false)
  const [failed, setFailed] = useState(false)
  const [Dialog, setDialog] = useState(makeDialog)
  usePrefetch()
  const onOpen = useCallback(() => {
    setReady(true)
    setFailed(false)
  }, [])

  const onFailed = () => {
    setReady(false)
    setFailed(true)
    // The next opening tries again, with a new lazy component: React keeps a lazy one's failure.
    setDialog(() => makeDialog())
    onClose()
  }
  const render = (dialog: ReactNode) => (
    <>
      {failed && !opened && <NotLoaded onClose={() => setFailed(false)} />}
      {(opened || ready) && (
        <LoadFailure onFailed={onFailed}>
          <Suspense fallback={null}>
            {dialog}
            {!ready && <OpenNextFrame onOpen={onOpen} />}
          </Suspense>
        </LoadFailure>
      )}
    </>
  )
  return { Dialog, opened: opened && ready, render }
}

/** Mounted beside the closed dialog, so its effect runs once the dialog is in the page (its code loaded). */
function OpenNextFrame({ onOpen }: { onOpen: () => void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(onOpen)
    return () => cancelAnimationFrame(frame)
  }, [onOpen])
  return null
}
