import { lazy, Suspense } from 'react'
import { appUpdate, type AppUpdate } from '@/lib/pwa/app-update'
import { useAppUpdate } from '@/lib/pwa/use-app-update'

const UpdateNotice = lazy(() => import('./update-notice').then((module) => ({ default: module.UpdateNotice })))

/**
 * 'A new version is available', on every screen, without blocking it: the
 * user finishes what they are typing and reloads when ready (or later). The
 * notice's code is fetched only when a version waits (it is precached, so
 * this works offline too).
 */
export function UpdatePrompt({ update = appUpdate }: { update?: AppUpdate }) {
  const status = useAppUpdate(update)
  if (status === 'none') return null
  return (
    <Suspense fallback={null}>
      <UpdateNotice update={update} status={status} />
    </Suspense>
  )
}
