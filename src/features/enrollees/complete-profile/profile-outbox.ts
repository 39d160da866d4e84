/**
 * The outbox handler of queued profile completions (registered from
 * src/app/outbox-handlers.ts). The photo upload and the registration are one
 * job (profile-job.ts); this adds the cache updates and what the Pending
 * changes panel shows for it. Its fix dialog is passed in by the app, which
 * loads it on demand (components/profile-fix-dialog.tsx).
 */
import type { QueryClient } from '@tanstack/react-query'
import { msg } from '@lingui/core/macro'
import * as v from 'valibot'
import { enrolleeDetail } from '@/lib/contract/enrollees'
import type { OutboxHandler } from '@/lib/outbox'
import { enrolleeKeys } from '../queries'
import { profileJobPayload, runProfileJob, type ProfileJobPayload } from './profile-job'

/**
 * Removes the spent link's data. While the form that used it is still on screen (it leaves for the
 * success screen next), it waits for that form to go: a query removed under its observer is created
 * again and fetched, and the spent link answers 404 (decisions: 'What a new user tripped on').
 */
function forgetSpentLink(queryClient: QueryClient, hash: string) {
  const queryKey = enrolleeKeys.unhash(hash)
  const cache = queryClient.getQueryCache()
  const query = cache.find({ queryKey, exact: true })
  if (!query || query.getObserversCount() === 0) {
    queryClient.removeQueries({ queryKey, exact: true })
    return
  }
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query || query.getObserversCount() > 0) return
    unsubscribe()
    queryClient.removeQueries({ queryKey, exact: true })
  })
}

type HandlerParts = Pick<OutboxHandler<ProfileJobPayload>, 'FixDialog'>

export function profileCompletionHandler(queryClient: QueryClient, parts: HandlerParts = {}): OutboxHandler<ProfileJobPayload> {
  return {
    schema: profileJobPayload,
    run: runProfileJob,
    onSuccess: (result, payload) => {
      const enrollee = v.safeParse(enrolleeDetail, result)
      if (enrollee.success) queryClient.setQueryData(enrolleeKeys.detail(payload.enrolleeId), enrollee.output)
      // The hash is spent: nobody may open this form from the cache again.
      forgetSpentLink(queryClient, payload.hash)
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.list() })
      void queryClient.invalidateQueries({ queryKey: enrolleeKeys.detail(payload.enrolleeId), refetchType: 'none' })
    },
    describe: (payload, i18n) => {
      const name = `${payload.values.first_name} ${payload.values.last_name}`.trim()
      return i18n._(msg`Profile of ${name}`)
    },
    ...parts,
  }
}
