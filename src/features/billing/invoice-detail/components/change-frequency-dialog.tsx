import { useQuery } from '@tanstack/react-query'
import { useOneTap } from '@/lib/use-one-tap'
import type { Invoice } from '@/lib/contract/billing'
import { productsQueryOptions } from '@/lib/catalogue/queries'
import { frequencyChoices, showsGroupDiscount } from '../frequency-change'
import { useChangeFrequency } from '../mutations'
import { FrequencyModal } from './frequency-modal'

type Props = {
  invoice: Invoice
  onClose: () => void
  /** After the change was saved, with the server's message (null when it sent none). */
  onDone: (message: string | null) => void
}

/** The frequency modal with its data: the catalogue's prices and PUT /accounts/invoices/{ref}. */
export function ChangeFrequencyDialog({ invoice, onClose, onDone }: Props) {
  const products = useQuery(productsQueryOptions())
  const mutation = useChangeFrequency(invoice.reference_code)
  const tap = useOneTap()
  return (
    <FrequencyModal
      choices={products.data ? frequencyChoices(invoice, products.data) : null}
      loadError={products.data ? null : products.error}
      onRetryLoad={() => void products.refetch()}
      groupDiscount={showsGroupDiscount(invoice)}
      saving={tap.busy}
      saveError={mutation.error}
      onConfirm={(period) => tap.run(() => mutation.mutateAsync(period).then((result) => onDone(result.message)))}
      onClose={onClose}
    />
  )
}
