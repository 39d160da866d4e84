import { useMemo, useReducer, useState } from 'react'
import { Alert, SimpleGrid, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { config } from '@/config/env'
import type { Plan } from '@/lib/contract/catalogue'
import { cartReducer, cartRequestBody, emptyCart, orderSummary, periodChange } from '../cart'
import { purchasablePlans } from '../purchasable-plans'
import type { PurchasePeriod } from '../purchase-search'
import { purchaseCallbackUrl, usePurchaseCheckout } from '../use-purchase-checkout'
import { CartBar } from './cart-bar'
import { CheckoutFailedModal } from './checkout-failed-modal'
import { FrequencyChangeModal } from './frequency-change-modal'
import { FrequencySwitcher } from './frequency-switcher'
import { OrderSummaryModal } from './order-summary-modal'
import { PlanCard } from './plan-card'

type Props = {
  /** The whole catalogue; only the plans on sale are shown. */
  products: readonly Plan[]
  /** The chosen frequency (kept in the URL by the route). */
  period: PurchasePeriod
  onPeriodChange: (period: PurchasePeriod) => void
}

/**
 * Spec §2 /dashboard/invoices/edit/new-invoice. The cart lives in this
 * component only (docs/decisions.md, Billing → Purchase).
 */
export function PurchasePage({ products, period, onPeriodChange }: Props) {
  const plans = useMemo(() => purchasablePlans(products), [products])
  const [cart, dispatch] = useReducer(cartReducer, emptyCart)
  const [summaryOpen, setSummaryOpen] = useState(false)
  const checkout = usePurchaseCheckout()
  const summary = orderSummary(cart.lines, plans, period)

  const choosePeriod = (next: PurchasePeriod) => {
    const change = periodChange(period, next, summary.rows.length)
    if (change === 'apply') onPeriodChange(next)
    else if (change === 'ask') dispatch({ type: 'ask-period', period: next })
  }
  const confirmPeriod = () => {
    const next = cart.pendingPeriod
    dispatch({ type: 'confirm-period' })
    if (next) onPeriodChange(next)
  }

  if (plans.length === 0) return <NoPlans />

  return (
    <>
      <Text mb="md">
        <Trans>Choose how often to pay, add the plans you need to the cart, then proceed to pay. Each plan covers one person.</Trans>
      </Text>
      <FrequencySwitcher value={cart.pendingPeriod ?? period} onChange={choosePeriod} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            period={period}
            onAdd={(quantity) => dispatch({ type: 'add', productId: plan.id, quantity })}
          />
        ))}
      </SimpleGrid>
      {summary.rows.length > 0 && (
        <CartBar
          summary={summary}
          onRemove={(productId) => dispatch({ type: 'remove', productId })}
          onRemoveAll={() => dispatch({ type: 'clear' })}
          onProceed={() => setSummaryOpen(true)}
        />
      )}
      <FrequencyChangeModal
        next={cart.pendingPeriod}
        current={period}
        onConfirm={confirmPeriod}
        onCancel={() => dispatch({ type: 'cancel-period' })}
      />
      <OrderSummaryModal
        // A failure shows in its own modal in place of the summary; dismissing it comes back here to retry.
        opened={summaryOpen && summary.rows.length > 0 && checkout.failure === null}
        summary={summary}
        period={period}
        paying={checkout.paying}
        onClose={() => setSummaryOpen(false)}
        onPay={() => checkout.pay(cartRequestBody(summary, period, purchaseCallbackUrl()))}
      />
      <CheckoutFailedModal error={checkout.failure} onClose={checkout.dismissFailure} />
    </>
  )
}

function NoPlans() {
  const email = config.support.email
  return (
    <Alert color="yellow" variant="light" title={<Trans>No plans on sale</Trans>}>
      <Trans>There are no plans to buy right now. Please try again later, or contact {email} for help.</Trans>
    </Alert>
  )
}
