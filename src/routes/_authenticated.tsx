import { createFileRoute, redirect } from '@tanstack/react-router'
import { ensureSession } from '@/features/auth/ensure-session'

/** Guard for /welcome and /dashboard/* (spec §2, §6). */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: async ({ context, location }) => {
    const check = await ensureSession(context.queryClient)
    if (check.kind === 'expired') throw redirect({ to: '/logout', search: { r: location.href } })
    if (check.kind === 'signed-out') throw redirect({ to: '/login', search: { r: location.href } })
    return { user: check.user }
  },
})
