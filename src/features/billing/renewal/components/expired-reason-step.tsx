import { Button, Group, Loader, Radio, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { OTHER_EXPIRY_REASON_ID } from '@/lib/contract/billing'
import type { Invoice } from '@/lib/contract/billing'
import { formatLongDate } from '@/lib/format/date'
import { daysSinceEnd } from '../expiry'
import { expiryReasonsQueryOptions } from '../renewal-queries'
import { useSendExpiryReason } from '../use-renewal-actions'
import { OtherReasonBox } from './other-reason-box'

type Props = {
  invoice: Invoice
  reasonId: number | null
  onReason: (id: number) => void
  onNext: () => void
}

/**
 * EXPIRED_REASON: how long ago the cover ended and why. The chosen reason is
 * sent at once (spec §4); answering is optional, so a failed list or save
 * never stands between the owner and renewing.
 */
export function ExpiredReasonStep({ invoice, reasonId, onReason, onNext }: Props) {
  const { t } = useLingui()
  const reasons = useQuery(expiryReasonsQueryOptions())
  const save = useSendExpiryReason(invoice.reference_code)

  const choose = (value: string) => {
    const id = Number(value)
    onReason(id)
    save.reset()
    // "Other" alone tells nothing: it goes out with the owner's words, from its box.
    if (id !== OTHER_EXPIRY_REASON_ID) save.mutate({ reason: id })
  }

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Your plan is no longer active</Trans>
      </Title>
      <CoverEnded endDate={invoice.end_date} />
      {reasons.isPending ? (
        <Stack gap="xs" role="status" aria-label={t`Loading reasons`}>
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : reasons.isError ? (
        <ErrorBanner error={reasons.error} title={t`The reasons could not be loaded`} onRetry={() => void reasons.refetch()} />
      ) : (
        <Radio.Group
          name="expiry-reason"
          label={t`Why did it expire?`}
          description={t`Optional. Your answer is sent as soon as you choose it.`}
          value={reasonId === null ? null : String(reasonId)}
          onChange={choose}
        >
          <Stack gap="xs" mt="xs">
            {reasons.data.map((reason) => (
              <Radio key={reason.id} value={String(reason.id)} label={reason.reason} />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {reasonId === OTHER_EXPIRY_REASON_ID && (
        <OtherReasonBox sending={save.isPending} onSend={(otherText) => save.mutate({ reason: OTHER_EXPIRY_REASON_ID, otherText })} />
      )}
      {save.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">
            <Trans>Sending your answer…</Trans>
          </Text>
        </Group>
      )}
      {save.isSuccess && (
        <Text size="sm" c="green" role="status">
          {save.data}
        </Text>
      )}
      {save.isError && <ErrorBanner error={save.error} title={t`Your answer was not sent`} onClose={() => save.reset()} />}
      <Group justify="flex-end">
        <Button onClick={onNext}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Stack>
  )
}

/** "Cover ended 30 days ago, on 22 October 2026." */
function CoverEnded({ endDate }: { endDate: string | null }) {
  const days = daysSinceEnd(endDate, new Date())
  if (endDate === null || days === null) {
    return (
      <Text>
        <Trans>This invoice's cover is not active.</Trans>
      </Text>
    )
  }
  const date = formatLongDate(endDate)
  if (days < 0) {
    return (
      <Text>
        <Trans>This invoice was suspended before its cover end date, {date}.</Trans>
      </Text>
    )
  }
  return (
    <Text>
      <Plural
        value={days}
        _0={`Cover ended today, on ${date}.`}
        one={`Cover ended # day ago, on ${date}.`}
        other={`Cover ended # days ago, on ${date}.`}
      />
    </Text>
  )
}
