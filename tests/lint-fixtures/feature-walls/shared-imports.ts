// linted as: src/lib/billing/walls-fixture.ts
/**
 * What the walls refuse in shared code (here src/lib): any feature, by alias or by a relative
 * path, and the shared components above lib. Each marked line is one error; lib and config
 * pass. Excluded from `npm run lint` and from tsc; `scripts/feature-walls.test.ts` lints it.
 */
import { sumLines } from './pricing'
import { apiRequest } from '@/lib/http/client'
import { DELAYS_MS } from '@/config/constants'
import { PlanActions } from '@/features/plans/plan-actions/components/plan-actions' // refused
import { needsRenewal } from '../../features/billing/renewal/renewal-invoice' // refused
import { EnrolleeChecklist } from '@/components/renewal/enrollee-checklist' // refused

export const used = [sumLines, apiRequest, DELAYS_MS, PlanActions, needsRenewal, EnrolleeChecklist]
