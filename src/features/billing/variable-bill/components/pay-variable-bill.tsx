import { useEffect, useState } from 'react'
import { Button, Group, Radio, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { useOneTap } from '@/lib/use-one-tap'
import { formatNaira } from '@/lib/format/money'
import type { VariableBillDialog } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useRedirecting } from '@/lib/billing/use-redirecting'
import { usePayVariableBill } from '../use-variable-bill-actions'
import { paymentCallbackUrl, paymentDestination, toPaymentSchedule, type PaymentSchedule } from '@/lib/billing/variable-bill'

/** Pay the bill at once or month by month (spec §5: schedule required, defaults to once), on the payment page. */
export function PayVariableBill({ bill, onBack }: { bill: VariableBillDialog; onBack: () => void }) {
  const { t } = useLingui()
  const [schedule, setSchedule] = useState<PaymentSchedule>('once')
  // If the browser stays (e.g. the page was blocked), the button comes back after 2 s (spec §4).
  const [redirecting, startRedirecting] = useRedirecting()
  const pay = usePayVariableBill(bill.reference_code)
  // Taken from the first tap: a second one before `isPending` would start a second checkout.
  const tap = useOneTap()
  const { release } = tap
  useEffect(() => {
    if (!redirecting) release()
  }, [redirecting, release])
  const total = formatNaira(bill.total_amount)
  const monthly = formatNaira(bill.amount)

  const submit = () =>
    tap.run(() => {
      const callbackUrl = paymentCallbackUrl(window.location.origin)
      return pay.mutateAsync(
        { schedule, callbackUrl },
        {
          onSuccess: (checkout) => {
            startRedirecting()
            // Without a payment page (saved card charged at once) the outcome page is next.
            window.location.assign(paymentDestination(checkout, callbackUrl))
          },
        },
      )
    })

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="md">
        <Radio.Group
          name="schedule"
          label={t`How do you want to pay?`}
          required
          value={schedule}
          onChange={(value) => setSchedule(toPaymentSchedule(value) ?? 'once')}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="once" label={t`Once`} description={t`${total} now`} />
            <Radio value="monthly" label={t`Monthly`} description={t`${monthly} now, then ${monthly} a month until the bill is paid`} />
          </Stack>
        </Radio.Group>
        {pay.isError && <ErrorBanner error={pay.error} onClose={() => pay.reset()} />}
        <Group justify="space-between">
          <Button variant="default" onClick={onBack} disabled={tap.busy || redirecting}>
            <Trans>Back</Trans>
          </Button>
          <OnlineOnlyButton type="submit" loading={tap.busy || redirecting}>
            <Trans>Go to payment</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </form>
  )
}
