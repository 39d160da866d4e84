import { createFileRoute } from '@tanstack/react-router'
import { paymentReturnRoute } from './-payment-return-route'

/** Spec §2: where the payment provider sends the browser back after a purchase of plans (the cart). */
export const Route = createFileRoute('/_authenticated/purchase-complete')(paymentReturnRoute(true))
