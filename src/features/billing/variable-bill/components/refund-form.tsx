import { useMemo } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { banksQueryOptions } from '@/lib/catalogue/queries'
import { useAppForm } from '@/lib/form/use-app-form'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { emptyRefundForm, refundFormSchema, toRefundRequest } from '../refund-form-schema'
import { useRequestRefund } from '../use-variable-bill-actions'

type Props = {
  referenceCode: string
  onBack: () => void
  /** Called with the server's confirmation once the refund is recorded. */
  onDone: (message: string) => void
}

/** Spec §3/§5 refund form: bank, account name and number; submit disabled while pristine or submitting. */
export function RefundForm({ referenceCode, onBack, onDone }: Props) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => refundFormSchema(i18n), [i18n])
  const banks = useQuery(banksQueryOptions())
  const refund = useRequestRefund()
  // A refund is asked for once per tap: a second submit before the button disables would ask again.
  const tap = useOneTap()
  const form = useAppForm({
    defaultValues: emptyRefundForm,
    validators: { onSubmit: schema },
    onSubmit: ({ value }) => {
      tap.run(async () => onDone(await refund.mutateAsync(toRefundRequest(value, referenceCode))))
    },
  })
  const bankOptions = [
    { value: '', label: banks.isPending ? t`Loading banks…` : t`Choose your bank`, disabled: true },
    ...(banks.data ?? []).map((bank) => ({ value: String(bank.id), label: bank.name })),
  ]

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          <Text size="sm">
            <Trans>We cancel the bill and pay back what you have paid on it. Tell us which account to pay it into.</Trans>
          </Text>
          {banks.isError && <ErrorBanner error={banks.error} onRetry={() => void banks.refetch()} />}
          {refund.isError && <ErrorBanner error={refund.error} onClose={() => refund.reset()} />}
          <form.AppField name="bank_id" children={(f) => <f.NativeSelectField label={t`Bank`} required data={bankOptions} />} />
          <form.AppField name="account_name" children={(f) => <f.TextField label={t`Account name`} autoComplete="name" required />} />
          <form.AppField
            name="account_number"
            children={(f) => <f.TextField label={t`Account number`} inputMode="numeric" autoComplete="off" maxLength={10} required />}
          />
          <form.Subscribe selector={(state) => state.isPristine || state.isSubmitting}>
            {(blocked) => (
              <Group justify="space-between">
                <Button variant="default" onClick={onBack} disabled={tap.busy}>
                  <Trans>Back</Trans>
                </Button>
                <OnlineOnlyButton type="submit" disabled={blocked} loading={tap.busy}>
                  <Trans>Request refund</Trans>
                </OnlineOnlyButton>
              </Group>
            )}
          </form.Subscribe>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
