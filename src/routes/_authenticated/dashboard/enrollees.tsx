import { createFileRoute, redirect } from '@tanstack/react-router'
import { config } from '@/config/env'

/** Spec §2: enrollee pages need the manage-enrollees switch, else /dashboard/home. */
export const Route = createFileRoute('/_authenticated/dashboard/enrollees')({
  beforeLoad: () => {
    if (!config.features.manageEnrollees) throw redirect({ to: '/dashboard/home', replace: true })
  },
})
