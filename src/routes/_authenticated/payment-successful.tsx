import { createFileRoute } from '@tanstack/react-router'
import { paymentReturnRoute } from './-payment-return-route'

/** Spec §2: where the payment provider sends the browser back after renewals, extra benefits and other payments. */
export const Route = createFileRoute('/_authenticated/payment-successful')(paymentReturnRoute(false))
