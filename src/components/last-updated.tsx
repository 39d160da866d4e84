import { useEffect, useState } from 'react'
import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format/date'
import { useOnlineStatus } from '@/lib/network/online-status'

/** Data older than this is worth a word even online (the page may be showing a restored copy). */
const SHOW_AGE_AFTER_MS = 5 * 60 * 1000
const TICK_MS = 60 * 1000

/** The current time, refreshed every minute, so a page left open notices its data ageing. */
function useMinuteClock() {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), TICK_MS)
    return () => clearInterval(timer)
  }, [])
  return now
}

/**
 * "Last updated 22 Nov 2026, 14:05" on screens that may show saved data:
 * shown offline, or when the data is more than a few minutes old.
 * `updatedAt` is the query's `dataUpdatedAt` (0 means never loaded).
 */
export function LastUpdated({ updatedAt }: { updatedAt: number }) {
  const online = useOnlineStatus()
  const now = useMinuteClock()
  if (updatedAt <= 0 || (online && now - updatedAt < SHOW_AGE_AFTER_MS)) return null
  const when = formatDateTime(new Date(updatedAt))
  return (
    <Text size="sm" c="dimmed" mb="sm">
      <Trans>Last updated {when}</Trans>
    </Text>
  )
}
