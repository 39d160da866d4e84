import type { EnrolleeListItem } from '@/lib/contract/enrollees'
import { statusName } from '@/lib/format/status'
import type { StatusName } from '@/lib/contract/codes'

export type PlanMix = { plan: string; total: number; byStatus: [StatusName, number][] }

/** Enrollees counted per plan and status, the biggest plan first (the home page's small chart). */
export function planMix(enrollees: readonly EnrolleeListItem[]): PlanMix[] {
  const plans = new Map<string, Map<StatusName, number>>()
  for (const enrollee of enrollees) {
    const counts = plans.get(enrollee.product_name) ?? new Map<StatusName, number>()
    const status = statusName(enrollee.active_status_id)
    counts.set(status, (counts.get(status) ?? 0) + 1)
    plans.set(enrollee.product_name, counts)
  }
  return [...plans]
    .map(([plan, counts]) => {
      const byStatus = [...counts].sort((a, b) => b[1] - a[1])
      return { plan, total: byStatus.reduce((sum, [, count]) => sum + count, 0), byStatus }
    })
    .sort((a, b) => b.total - a.total || a.plan.localeCompare(b.plan))
}
