// linted as: src/components/renewal/walls-fixture.ts
/**
 * What the walls refuse in a shared component: a feature, by alias or by a relative path.
 * lib passes. Excluded from `npm run lint` and from tsc; `scripts/feature-walls.test.ts` lints it.
 */
import { toggleLock } from '@/lib/billing/renewal-selection'
import { InvoiceRenewal } from '@/features/billing/renewal/components/invoice-renewal' // refused
import { ExtensionSelector } from '../../features/plans/extensions/components/extension-selector' // refused

export const used = [toggleLock, InvoiceRenewal, ExtensionSelector]
