import { createFileRoute, redirect } from '@tanstack/react-router'
import { config } from '@/config/env'

/** Spec §2: invoice pages need the manage-billing switch, else /dashboard/home. */
export const Route = createFileRoute('/_authenticated/dashboard/invoices')({
  beforeLoad: () => {
    if (!config.features.manageBilling) throw redirect({ to: '/dashboard/home', replace: true })
  },
})
