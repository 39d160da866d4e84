import { createFileRoute, redirect } from '@tanstack/react-router'

/** Spec §2: any other /reset-password/* path goes to the verify step. */
export const Route = createFileRoute('/reset-password/$')({
  beforeLoad: () => {
    throw redirect({ to: '/reset-password/verify', replace: true })
  },
})
