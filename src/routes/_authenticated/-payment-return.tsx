/**
 * What /payment-successful and /purchase-complete share: composed here, not
 * in the billing feature, because a payment also changes the enrollees and
 * features never import each other. (The `-` prefix keeps this file out of
 * the route tree.)
 */
import type { QueryClient } from '@tanstack/react-query'
import { useLoaderDeps } from '@tanstack/react-router'
import { DashboardShell } from '@/components/dashboard-shell/dashboard-shell'
import { enrolleeKeys, rereadEnrolleesAfterPayment } from '@/features/enrollees/queries'
import { MissingPaymentReference, PaymentOutcome } from '@/features/billing/payment-outcome/components/payment-outcome'
import { loadPaymentOutcome, markPaymentDataStale, type PaymentReread } from '@/features/billing/payment-outcome/queries'

/** The provider's callback as the loader and the page use it: a usable reference or null, and the cancel flag. */
export type PaymentReturn = { reference: string | null; cancelled: boolean }

/** A payment changes the enrollees too (extensions, renewed status; a cart can carry extra benefits). */
const STALE_KEYS = [enrolleeKeys.all]
/** Read again before the outcome shows: the list, and the enrollee whose extra benefit was paid for. */
const REREADS: PaymentReread[] = [
  (queryClient, origin) => rereadEnrolleesAfterPayment(queryClient, origin?.kind === 'extension' ? origin.enrolleeId : null),
]

export async function loadPaymentReturn(queryClient: QueryClient, { reference }: PaymentReturn) {
  if (!reference) return
  await markPaymentDataStale(queryClient, STALE_KEYS)
  await loadPaymentOutcome(queryClient, reference, REREADS)
}

/** Inside the dashboard's frame, though outside /dashboard: the provider returns here. */
function PaymentReturnPage({ reference, cancelled, purchase }: PaymentReturn & { purchase: boolean }) {
  return (
    <DashboardShell>
      {reference ? (
        <PaymentOutcome reference={reference} cancelled={cancelled} purchase={purchase} staleKeys={STALE_KEYS} />
      ) : (
        <MissingPaymentReference />
      )}
    </DashboardShell>
  )
}

export function PaymentSuccessfulPage() {
  return <PaymentReturnPage {...useLoaderDeps({ from: '/_authenticated/payment-successful' })} purchase={false} />
}

export function PurchaseCompletePage() {
  return <PaymentReturnPage {...useLoaderDeps({ from: '/_authenticated/purchase-complete' })} purchase />
}
