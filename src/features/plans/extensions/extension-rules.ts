/**
 * Which extra benefits (extension products) an enrollee may buy — spec §5:
 * only those whose name matches the enrollee's plan name and that the
 * enrollee does not already hold. docs/api.md: an extension fits a plan when
 * its name contains the plan's name, case-insensitive.
 */
import type { ActiveStatusId } from '@/lib/contract/common'
import { STATUS } from '@/lib/contract/codes'
import type { Plan } from '@/lib/contract/catalogue'

type EnrolleeForExtensions = {
  product: { name: string }
  extensions: readonly { product: { id: number }; active_status_id: ActiveStatusId }[]
}

/**
 * An extension in one of these states has ended (deleted, expired,
 * deactivated) and may be bought again; any other state (active, pending,
 * suspended, delayed) still belongs to the enrollee.
 */
const ENDED_STATUSES: readonly ActiveStatusId[] = [STATUS.deleted, STATUS.expired, STATUS.deactivated]

export function isHeld(status: ActiveStatusId): boolean {
  return !ENDED_STATUSES.includes(status)
}

/** Case- and space-insensitive "the extension's name contains the plan's name". */
export function fitsPlan(extensionName: string, planName: string): boolean {
  const plan = normalise(planName)
  return plan.length > 0 && normalise(extensionName).includes(plan)
}

function normalise(text: string) {
  return text.trim().replace(/\s+/g, ' ').toLowerCase()
}

/** The extensions this enrollee can buy, in catalogue order. */
export function availableExtensions(products: readonly Plan[], enrollee: EnrolleeForExtensions): Plan[] {
  const held = new Set(
    enrollee.extensions.filter((extension) => isHeld(extension.active_status_id)).map((extension) => extension.product.id),
  )
  return products.filter(
    (product) => product.type === 'extension' && fitsPlan(product.name, enrollee.product.name) && !held.has(product.id),
  )
}

/**
 * The name without the plan it belongs to, for the tabs: "Red Beryl Dental
 * Care" on a Red Beryl plan reads "Dental Care". The full name when the plan
 * name is not at the start.
 */
export function shortExtensionName(extensionName: string, planName: string): string {
  const name = extensionName.trim()
  const plan = planName.trim()
  if (plan.length === 0 || !name.toLowerCase().startsWith(plan.toLowerCase())) return name
  const rest = name.slice(plan.length).trim()
  return rest.length > 0 ? rest : name
}
