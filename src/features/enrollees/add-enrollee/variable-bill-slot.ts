import type { ReactNode } from 'react'
import type { VariableBillDialog } from '@/lib/contract/enrollees'

/**
 * The outstanding variable bill's dialog (pay, refund or dismiss), which belongs to billing: the route
 * passes it in, because features never import each other (docs/architecture.md, "Layers").
 * `bill` null keeps it closed.
 */
export type VariableBillSlot = (props: { bill: VariableBillDialog | null; onClose: () => void }) => ReactNode
