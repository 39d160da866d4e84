import { useMemo, useReducer, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import type { Invoice, InvoiceEnrollee } from '@/lib/contract/billing'
import type { Plan } from '@/lib/contract/catalogue'
import type { Period } from '@/lib/billing/frequency'
import type { PaymentSchedule } from '@/lib/billing/variable-bill'
import { renewalPayment, renewsSamePlan } from '../renewal-payment'
import { variableBillingInfoQueryOptions } from '../renewal-queries'
import {
  defaultPeriod,
  initialSelection,
  priceEnrollees,
  selectedEnrollees,
  selectionTotal,
  toggleEnrollee,
} from '@/lib/billing/renewal-selection'
import {
  canPayFrom,
  initialRenewalState,
  renewalTransition,
  type RenewalContext,
  type RenewalEvent,
  type RenewalState,
} from '../renewal-steps'
import { useRenewalPay } from '../use-renewal-actions'
import { ExpiredReasonStep } from './expired-reason-step'
import { PlanResetNotice, VariableBillingNotice } from './renewal-notices'
import { PlanSelectionStep } from './plan-selection-step'
import { VariableBillingSteps } from './variable-billing-steps'

type Props = {
  invoice: Invoice
  /** Already limited to allowed plans the catalogue sells. */
  enrollees: readonly InvoiceEnrollee[]
  plans: readonly Plan[]
}

/** The step machine wired to its screens; holds the page's choices across steps. */
export function RenewalFlow({ invoice, enrollees, plans }: Props) {
  const context: RenewalContext = { hasVariableBilling: invoice.has_variable_billing }
  // LOADING is over once this renders (the parent waited for the data).
  const [state, send] = useReducer(
    (current: RenewalState, event: RenewalEvent) => renewalTransition(current, event, context),
    initialRenewalState,
    (initial) => renewalTransition(initial, 'loaded', context),
  )
  const [reasonId, setReasonId] = useState<number | null>(null)
  const [selected, setSelected] = useState(() => initialSelection(enrollees))
  const [period, setPeriod] = useState<Period>(() => defaultPeriod(invoice))
  const [schedule, setSchedule] = useState<PaymentSchedule>('once')
  const payment = useRenewalPay()
  const info = useQuery({ ...variableBillingInfoQueryOptions(invoice.reference_code), enabled: state.variableBilling })

  const priced = useMemo(() => priceEnrollees(enrollees, plans, period), [enrollees, plans, period])
  const toggle = (enrollee: InvoiceEnrollee) => setSelected((current) => toggleEnrollee(current, enrollee))
  const go = (event: RenewalEvent) => {
    payment.reset()
    send(event)
  }
  const pay = () => {
    if (!canPayFrom(state.status) || selected.size === 0) return
    payment.pay(
      renewalPayment({ invoice, variableBilling: state.variableBilling, selected: selectedEnrollees(priced, selected), schedule, period }),
    )
  }

  switch (state.status) {
    case 'LOADING':
      // Never shown: the machine left LOADING when this mounted.
      return null
    case 'EXPIRED_REASON':
      return <ExpiredReasonStep invoice={invoice} reasonId={reasonId} onReason={setReasonId} onNext={() => go('next')} />
    case 'PLAN_RESET_NOTICE':
      return <PlanResetNotice onReactivate={() => go('next')} onBack={() => go('back')} />
    case 'VARIABLE_BILLING_NOTICE':
      return <VariableBillingNotice onReactivate={() => go('reactivate')} onRestart={() => go('restart')} />
    case 'PLAN_SELECTION_INFO':
      return (
        <PlanSelectionStep
          enrollees={priced}
          selected={selected}
          onToggle={toggle}
          period={period}
          // The renew call has no frequency, and the API refuses a frequency change on an inactive invoice.
          onPeriod={renewsSamePlan(invoice) ? null : setPeriod}
          total={selectionTotal(priced, selected)}
          payment={payment}
          onBack={() => go('back')}
          onPay={pay}
        />
      )
    case 'VARIABLE_BILLING_REVIEW_ENROLLEES':
    case 'VARIABLE_BILLING_SELECT_PAYMENT':
    case 'ORDER_SUMMARY':
      return (
        <VariableBillingSteps
          status={state.status}
          enrollees={priced}
          selected={selected}
          onToggle={toggle}
          info={info}
          schedule={schedule}
          onSchedule={setSchedule}
          payment={payment}
          onEvent={go}
          onPay={pay}
        />
      )
  }
}
