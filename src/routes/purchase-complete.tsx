import { createFileRoute, redirect } from '@tanstack/react-router'
import { DashboardShell } from '@/components/dashboard-shell/dashboard-shell'
import { ensureSession } from '@/features/auth/ensure-session'
import { enrolleeKeys, rereadEnrolleesAfterPayment } from '@/features/enrollees/queries'
import { OutcomeError, OutcomeLoading } from '@/features/invoices/payment-outcome/components/outcome-frame'
import { MissingPaymentReference, PaymentOutcome } from '@/features/invoices/payment-outcome/components/payment-outcome'
import { paymentOutcomeSearch } from '@/features/invoices/payment-outcome/outcome-search'
import { paymentReference } from '@/features/invoices/payment-outcome/payment-reference'
import { loadPaymentOutcome, markPaymentDataStale, type PaymentReread } from '@/features/invoices/payment-outcome/queries'

/** A cart can also carry extra benefits for enrollees, so their data is refreshed too. */
const STALE_KEYS = [enrolleeKeys.all]
/** Read again before the outcome shows: the list, and the enrollee whose extra benefit was paid for. */
const REREADS: PaymentReread[] = [
  (queryClient, origin) => rereadEnrolleesAfterPayment(queryClient, origin?.kind === 'extension' ? origin.enrolleeId : null),
]

/**
 * Spec §2: where the payment provider sends the browser back after a purchase
 * of plans (the cart). Outside the dashboard layout, so it checks the session
 * itself; signed out it goes to /login?r=<this page>.
 */
export const Route = createFileRoute('/purchase-complete')({
  validateSearch: paymentOutcomeSearch,
  beforeLoad: async ({ context, location }) => {
    const check = await ensureSession(context.queryClient)
    if (check.kind === 'expired') throw redirect({ to: '/logout', search: { r: location.href } })
    if (check.kind === 'signed-out') throw redirect({ to: '/login', search: { r: location.href } })
  },
  loaderDeps: ({ search }) => ({ reference: paymentReference(search), cancelled: Boolean(search.cancelled) }),
  loader: async ({ context, deps }) => {
    if (!deps.reference) return
    await markPaymentDataStale(context.queryClient, STALE_KEYS)
    await loadPaymentOutcome(context.queryClient, deps.reference, REREADS)
  },
  component: PurchaseCompletePage,
  pendingComponent: OutcomeLoading,
  errorComponent: OutcomeError,
})

function PurchaseCompletePage() {
  const { reference, cancelled } = Route.useLoaderDeps()
  return (
    <DashboardShell>
      {reference ? (
        <PaymentOutcome reference={reference} cancelled={cancelled} purchase staleKeys={STALE_KEYS} />
      ) : (
        <MissingPaymentReference />
      )}
    </DashboardShell>
  )
}
