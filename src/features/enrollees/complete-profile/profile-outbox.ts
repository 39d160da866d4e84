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

type HandlerParts = Pick<OutboxHandler<ProfileJobPayload>, 'FixDialog'>

export function profileCompletionHandler(queryClient: QueryClient, parts: HandlerParts = {}): OutboxHandler<ProfileJobPayload> {
  return {
    schema: profileJobPayload,
    run: runProfileJob,
    onSuccess: (result, payload) => {
      const enrollee = v.safeParse(enrolleeDetail, result)
      if (enrollee.success) queryClient.setQueryData(enrolleeKeys.detail(payload.enrolleeId), enrollee.output)
      // The hash is spent: nobody may open this form from the cache again.
      queryClient.removeQueries({ queryKey: enrolleeKeys.unhash(payload.hash) })
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
