import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: /dashboard/ redirects to /dashboard/enrollees. */
export const Route = createFileRoute('/_authenticated/dashboard/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/enrollees', replace: true })
  },
})
