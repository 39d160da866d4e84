import { lazy, Suspense, useEffect, useState } from 'react'
import type { DrawerProps, ModalProps } from '@mantine/core'

const dialogs = () => import('./mantine-dialogs')
const Modal = lazy(() => dialogs().then((module) => ({ default: module.Modal })))
const Drawer = lazy(() => dialogs().then((module) => ({ default: module.Drawer })))

/**
 * A closed Mantine modal is not free: its code is part of the screen's download, and with the screen it
 * mounts a portal (a node added to <body>), renders again once the portal exists, then once more for its
 * two transitions. The enrollee list carries seven of them, all before its first paint. These wait for
 * their first opening instead; their code is fetched when the browser is idle, so it is there by then.
 *
 * Opening then takes two steps, so it looks and behaves as it always did: the dialog mounts closed, and
 * opens on the next frame, once its portal holds it. Mounted open, it would skip its opening transition.
 * It stays mounted after that, so closing animates and focus goes back as usual.
 */
export function LazyModal(props: ModalProps) {
  const [ready, setReady] = useState(false)
  usePrefetch()
  if (!props.opened && !ready) return null
  return (
    <Suspense fallback={null}>
      <Modal {...props} opened={props.opened && ready} />
      {!ready && <OpenNextFrame onOpen={() => setReady(true)} />}
    </Suspense>
  )
}

/** Mantine's Drawer, rendered from its first opening on (as LazyModal). */
export function LazyDrawer(props: DrawerProps) {
  const [ready, setReady] = useState(false)
  usePrefetch()
  if (!props.opened && !ready) return null
  return (
    <Suspense fallback={null}>
      <Drawer {...props} opened={props.opened && ready} />
      {!ready && <OpenNextFrame onOpen={() => setReady(true)} />}
    </Suspense>
  )
}

/** Mounted beside the closed dialog, so its effect runs once the dialog is in the page (its code loaded). */
function OpenNextFrame({ onOpen }: { onOpen: () => void }) {
  useEffect(() => {
    const frame = requestAnimationFrame(onOpen)
    return () => cancelAnimationFrame(frame)
  }, [onOpen])
  return null
}

let prefetched = false
function usePrefetch() {
  useEffect(() => {
    if (prefetched) return
    prefetched = true
    const load = () => void dialogs().catch(() => (prefetched = false))
    if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 5000 })
    else setTimeout(load, 1000)
  }, [])
}
