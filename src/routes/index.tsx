import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: / redirects to /dashboard/enrollees. */
export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: '/dashboard/enrollees', replace: true })
  },
})
