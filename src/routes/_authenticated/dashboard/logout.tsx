import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: /dashboard/logout redirects to /logout. */
export const Route = createFileRoute('/_authenticated/dashboard/logout')({
  beforeLoad: () => {
    throw redirect({ to: '/logout', replace: true })
  },
})
