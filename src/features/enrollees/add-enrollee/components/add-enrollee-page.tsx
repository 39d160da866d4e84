import { useState } from 'react'
import { useSuspenseQuery } from '@tanstack/react-query'
import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { invoiceQueryOptions } from '@/lib/invoices/queries'
import { availablePlans } from '../add-enrollee-steps'
import type { OnEnrolleeAdded } from '../use-add-enrollee-form'
import type { VariableBillSlot } from '../variable-bill-slot'
import { AddEnrolleeForm } from './add-enrollee-form'
import { NoFreeSlots } from './no-free-slots'

type Props = {
  referenceCode: string
  /** What follows a new enrollee (the route refreshes the enrollees and opens the profile). */
  onAdded: OnEnrolleeAdded
  variableBill: VariableBillSlot
}

/** Spec §2 /dashboard/invoices/edit/add-enrollee: the form for the invoice's free slot, or why there is none. */
export function AddEnrolleePage({ referenceCode, onAdded, variableBill }: Props) {
  const { t } = useLingui()
  const { data: invoice } = useSuspenseQuery(invoiceQueryOptions(referenceCode))
  // Decided once: the slot taken on success must not swap the form for the no-slots notice while leaving.
  const [hasFreeSlots] = useState(() => availablePlans(invoice).length > 0)
  return (
    <>
      <PageTitle>{t`Add an enrollee`}</PageTitle>
      <Text c="dimmed" mb="md">
        <Trans>Invoice {referenceCode}</Trans>
      </Text>
      {hasFreeSlots ? (
        <AddEnrolleeForm invoice={invoice} onAdded={onAdded} variableBill={variableBill} />
      ) : (
        <NoFreeSlots referenceCode={referenceCode} />
      )}
    </>
  )
}
