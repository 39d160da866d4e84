/**
 * The add-enrollee form's rules as pure functions (spec §2, §4, §5), so the
 * components only wire them up and the tests need no DOM.
 */
import * as v from 'valibot'
import type { AddEnrolleeInput } from '@/lib/contract/enrollees'
import type { Invoice, InvoiceProduct } from '@/lib/contract/billing'
import type { AuthUser } from '@/lib/session/user'
import { normalisePhone, type AddEnrolleeValues, type DetailsStepSchema, type YesNo } from './add-enrollee-form-schema'

/** Step 0 = plan and "for me"; step 1 = profile management and the four details (spec §4). */
export type AddEnrolleeStep = 0 | 1

type OwnUser = Pick<AuthUser, 'firstName' | 'lastName' | 'email' | 'phoneNumber'>

const detailFields = ['first_name', 'last_name', 'email_address', 'phone_number'] as const

/** Only plans with a free slot are offered (spec §5). */
export function availablePlans(invoice: Pick<Invoice, 'products'>): InvoiceProduct[] {
  return invoice.products.filter((product) => product.no_of_available_slots > 0)
}

/** A single plan on offer is chosen already: there is nothing to choose. */
export function initialValues(plans: readonly InvoiceProduct[]): AddEnrolleeValues {
  const only = plans.length === 1 ? plans[0] : undefined
  return {
    product_id: only ? String(only.id) : '',
    for_me: '',
    can_manage: '',
    first_name: '',
    last_name: '',
    email_address: '',
    phone_number: '',
  }
}

/** "Yes" fills in the signed-in user's details and lets them manage it; "No" clears them (spec §2). */
export function withForMe(values: AddEnrolleeValues, forMe: YesNo, user: OwnUser | null): AddEnrolleeValues {
  if (forMe === '1') {
    return {
      ...values,
      for_me: forMe,
      can_manage: '1',
      first_name: user?.firstName ?? '',
      last_name: user?.lastName ?? '',
      email_address: user?.email ?? '',
      phone_number: user?.phoneNumber ?? '',
    }
  }
  return { ...values, for_me: forMe, can_manage: '', first_name: '', last_name: '', email_address: '', phone_number: '' }
}

/**
 * What the plan step's submit does (spec §4): "for someone else" moves to the
 * details step; "for me" submits at once — unless the user's own details
 * would not pass (e.g. no phone on the account), then they are shown to fill in.
 */
export function afterPlanStep(values: AddEnrolleeValues, detailsSchema: DetailsStepSchema): 'details' | 'submit' {
  if (values.for_me !== '1') return 'details'
  return v.safeParse(detailsSchema, values).success ? 'submit' : 'details'
}

/** Spec §5: on the details step a missing answer or a blank detail also raises the all-fields notification. */
export function isDetailsIncomplete(values: AddEnrolleeValues): boolean {
  return values.can_manage === '' || detailFields.some((name) => values[name].trim() === '')
}

/**
 * The POST /enrollees body (spec §3): flags as booleans, text trimmed, phone
 * without separators. The spec's `access_token` field is left out: the bearer
 * header already carries it, and a token in a body ends up in request logs.
 */
export function toAddEnrolleeRequest(values: AddEnrolleeValues, subscriptionId: number): AddEnrolleeInput {
  return {
    product_id: Number(values.product_id),
    for_me: values.for_me === '1',
    can_manage: values.can_manage === '1',
    first_name: values.first_name.trim(),
    last_name: values.last_name.trim(),
    email_address: values.email_address.trim(),
    phone_number: normalisePhone(values.phone_number.trim()),
    subscription_id: subscriptionId,
  }
}

/** The invoice after one slot of `productId` was taken (spec §4: decremented locally). */
export function withSlotTaken(invoice: Invoice, productId: number): Invoice {
  const line = invoice.products.find((product) => product.id === productId)
  if (!line || line.no_of_available_slots < 1) return invoice
  return {
    ...invoice,
    no_of_available_slots: Math.max(0, invoice.no_of_available_slots - 1),
    products: invoice.products.map((product) =>
      product === line ? { ...product, no_of_available_slots: product.no_of_available_slots - 1 } : product,
    ),
  }
}
