import { createFileRoute, redirect } from '@tanstack/react-router'
import * as v from 'valibot'
import { optionalText } from '@/lib/search-params'
import { endSession } from '@/features/auth/session-actions'

/** Spec §2: tell the account service, wipe everything local, then /login (?r= kept). */
export const Route = createFileRoute('/logout')({
  validateSearch: v.object({ r: optionalText }),
  beforeLoad: async ({ context, search, preload }) => {
    if (preload) return
    await endSession(context.queryClient)
    throw redirect({ to: '/login', search: { r: search.r }, replace: true })
  },
})
