import { lazy, Suspense } from 'react'
import type { VariableBillSlot } from '@/features/enrollees/add-enrollee/variable-bill-slot'

/**
 * Billing's outstanding-bill dialog for the two enrollee pages that add people (one at a time, or from a
 * spreadsheet), composed here because features never import each other. One lazy chunk that both share:
 * imported statically by one page and lazily by the other, the build's chunk groups ended in a cycle.
 */
const VariableBillModal = lazy(() =>
  import('@/features/billing/variable-bill/components/variable-bill-modal').then((module) => ({ default: module.VariableBillModal })),
)

export const variableBillSlot: VariableBillSlot = (props) =>
  // Nothing to load while there is no bill: most visits never open it.
  props.bill ? (
    <Suspense>
      <VariableBillModal {...props} />
    </Suspense>
  ) : null
