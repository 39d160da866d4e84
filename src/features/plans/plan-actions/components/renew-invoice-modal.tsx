import { Button, Group, Radio, Skeleton, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { LazyModal } from '@/components/lazy-modal'
import { formatNaira } from '@/lib/format/money'
import { renewableInvoicesQueryOptions } from '@/lib/invoices/queries'
import { frequencyLabel } from '@/lib/billing/frequency'

type Props = {
  opened: boolean
  chosen: string | null
  onChoose: (referenceCode: string) => void
  onProceed: (referenceCode: string) => void
  onClose: () => void
}

/** Renewal step 1 (spec §2): the renewable invoices (GET /accounts/invoices?status=4) as radios. */
export function RenewInvoiceModal({ opened, chosen, onChoose, onProceed, onClose }: Props) {
  const { t, i18n } = useLingui()
  const query = useQuery({ ...renewableInvoicesQueryOptions(), enabled: opened })
  const invoices = query.data ?? []
  // With a single renewable invoice there is nothing to choose.
  const selected = chosen ?? (invoices.length === 1 ? (invoices[0]?.reference_code ?? null) : null)

  return (
    <LazyModal opened={opened} onClose={onClose} title={t`Renew a plan`}>
      {query.isPending ? (
        <Stack gap="sm" role="status" aria-label={t`Loading suspended plans`}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : query.isError ? (
        <ErrorBanner error={query.error} title={t`Could not load your suspended plans`} onRetry={() => void query.refetch()} />
      ) : invoices.length === 0 ? (
        <Text>
          <Trans>You have no suspended plans to renew.</Trans>
        </Text>
      ) : (
        <Radio.Group
          label={t`Suspended plans`}
          description={t`Choose the plan to renew. You will choose its enrollees next.`}
          value={selected}
          onChange={onChoose}
        >
          <Stack gap="xs" mt="xs">
            {invoices.map((invoice) => (
              <Radio.Card key={invoice.reference_code} value={invoice.reference_code} p="sm" radius="md">
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <div>
                    <Text fw={600}>{invoice.reference_code}</Text>
                    <Text size="sm" c="dimmed">
                      {i18n._(frequencyLabel(invoice.payment_frequency_id))} ·{' '}
                      <Plural value={invoice.plan_count} one="# plan" other="# plans" /> · {formatNaira(invoice.total_price)}
                    </Text>
                  </div>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={onClose}>
          <Trans>Cancel</Trans>
        </Button>
        <Button disabled={selected === null} onClick={() => selected !== null && onProceed(selected)}>
          <Trans>Proceed</Trans>
        </Button>
      </Group>
    </LazyModal>
  )
}
