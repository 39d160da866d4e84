import { Box, Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { StatusName } from '@/lib/contract/codes'
import { statusLabel } from '@/lib/format/status'
import type { PlanMix } from '../plan-mix'
import classes from './cover-timeline.module.css'

const COLOURS: Partial<Record<StatusName, string>> = {
  active: 'var(--mantine-color-teal-7)',
  suspended: 'var(--mantine-color-orange-7)',
  expired: 'var(--mantine-color-red-7)',
}
const OTHER = 'var(--mantine-color-gray-6)'

/** Enrollees by plan and status: a stacked SVG bar per plan, its counts in words beside it (the text is the alternative). */
export function PlanMixChart({ mix }: { mix: readonly PlanMix[] }) {
  const { t, i18n } = useLingui()
  if (mix.length === 0) return null
  const count = new Intl.NumberFormat('en-NG')
  return (
    <Box component="section" aria-labelledby="plan-mix-heading" mt="lg">
      <Text component="h2" fw={700} size="lg" id="plan-mix-heading" mb="xs">{t`Enrollees by plan and status`}</Text>
      <ul className={classes.rows}>
        {mix.map(({ plan, total, byStatus }) => {
          let start = 0
          const words = byStatus.map(([status, n]) => `${i18n._(statusLabel(status))} ${count.format(n)}`).join(', ')
          return (
            <li key={plan} className={classes.row}>
              <span className={classes.label}>
                {plan}: {words}
              </span>
              <svg className={classes.bar} viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden focusable="false">
                {byStatus.map(([status, n]) => {
                  const width = (n / total) * 100
                  const rect = <rect key={status} x={start} y={2} width={width} height={6} fill={COLOURS[status] ?? OTHER} />
                  start += width
                  return rect
                })}
              </svg>
            </li>
          )
        })}
      </ul>
    </Box>
  )
}
