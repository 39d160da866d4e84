import { useEffect, useState, type RefObject } from 'react'
import { Tooltip } from '@mantine/core'

export type OfflineReasonTooltipProps = { target: RefObject<HTMLElement | null>; label: string; opened: boolean }

/**
 * The offline reason as a tooltip, in a file of its own: OfflineButton loads it on the first hover, focus or
 * touch, so Mantine's tooltip and its positioning library are not part of any screen's first download.
 * It opens a frame after it mounts, so its fade-in covers the first positioning (it would otherwise flash
 * at the page's corner).
 */
export function OfflineReasonTooltip({ target, label, opened }: OfflineReasonTooltipProps) {
  const [placed, setPlaced] = useState(false)
  useEffect(() => {
    const frame = requestAnimationFrame(() => setPlaced(true))
    return () => cancelAnimationFrame(frame)
  }, [])
  return <Tooltip target={target} label={label} opened={placed && opened} />
}
