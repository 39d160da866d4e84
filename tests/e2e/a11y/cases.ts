/** Every screen state the accessibility specs visit, grouped as the axe specs report them (./axe-tests.ts). */
import { enrolleeCases } from './enrollee-cases'
import { enrolleeModalCases } from './enrollee-modal-cases'
import { invoiceCases } from './invoice-cases'
import type { AxeCase } from './kit'
import { profileCases } from './profile-cases'
import { publicCases } from './public-cases'
import { purchaseCases } from './purchase-cases'
import { shellCases } from './shell-cases'

export const caseGroups: [string, AxeCase[]][] = [
  ['signed out', publicCases],
  ['dashboard', shellCases],
  ['enrollees', enrolleeCases],
  ['enrollee modals', enrolleeModalCases],
  ['complete profile', profileCases],
  ['invoices', invoiceCases],
  ['purchase and payment', purchaseCases],
]

export function caseNamed(name: string): AxeCase {
  const found = caseGroups.flatMap(([, cases]) => cases).find((candidate) => candidate.name === name)
  if (!found) throw new Error(`No screen state named "${name}"`)
  return found
}
