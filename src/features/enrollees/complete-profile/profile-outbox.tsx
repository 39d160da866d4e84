/**
 * The outbox handler of queued profile completions (registered from
 * src/app/outbox-handlers.ts). The photo upload and the registration are one
 * job (profile-job.ts); this adds the cache updates and what the Pending
 * changes panel shows for it.
 */
import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import type { QueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import * as v from 'valibot'
import { enrolleeDetail } from '@/lib/contract/enrollees'
import type { OutboxFixProps, OutboxHandler } from '@/lib/outbox'
import { enrolleeKeys } from '../queries'
import { profileJobPayload, runProfileJob, type ProfileJobPayload } from './profile-job'

export function profileCompletionHandler(queryClient: QueryClient): OutboxHandler<ProfileJobPayload> {
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
    FixDialog: ProfileFixDialog,
  }
}

/** A refused profile is corrected in the form itself: its page offers to reopen the answers. */
function ProfileFixDialog({ job, payload, onClose }: OutboxFixProps<ProfileJobPayload>) {
  const { t } = useLingui()
  const navigate = useNavigate()
  const message = job.error?.message ?? ''
  return (
    <Modal opened onClose={onClose} title={t`Correct this profile`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        <Text size="sm">
          {t`The server did not accept this profile: ${message}`}
        </Text>
        <Text size="sm">
          <Trans>Open the form to correct the answers; the photo and everything else you filled in are kept.</Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button
            onClick={() => {
              onClose()
              void navigate({
                to: '/dashboard/enrollees/$enrolleeId/complete-profile',
                params: { enrolleeId: String(payload.enrolleeId) },
                search: { hash: payload.hash },
              })
            }}
          >
            <Trans>Open the form</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
