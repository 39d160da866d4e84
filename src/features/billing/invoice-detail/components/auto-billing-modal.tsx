import { useState } from 'react'
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Invoice } from '@/lib/contract/billing'
import { errorMessage } from '@/lib/http/error-messages'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { useAutoBilling } from '../mutations'

type Props = {
  invoice: Invoice
  onClose: () => void
  /** After the switch and the invoice's reload, with the server's message. */
  onDone: (message: string) => void
}

/** Spec §2/§4 auto-billing: a YES / NO confirmation, the call, then the invoice is read again. */
export function AutoBillingModal({ invoice, onClose, onDone }: Props) {
  const { i18n, t } = useLingui()
  // Fixed when opened: the reload flips `autobill` before the modal closes.
  const [enable] = useState(() => invoice.autobill !== 1)
  const mutation = useAutoBilling(invoice.reference_code)
  // Held until the modal closes: a second Yes would answer "already off".
  const tap = useOneTap()
  const code = invoice.reference_code
  return (
    <Modal
      opened
      onClose={onClose}
      title={enable ? t`Enable auto-billing?` : t`Cancel auto-billing?`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text>
          {enable ? (
            <Trans>Your saved card will be charged automatically for invoice {code} at the start of each billing cycle.</Trans>
          ) : (
            <Trans>
              Your card will no longer be charged automatically for invoice {code}. You will need to pay each billing cycle yourself to keep
              the cover running.
            </Trans>
          )}
        </Text>
        {mutation.isError && (
          <Alert color="red" variant="light" role="alert" title={t`Error`}>
            {errorMessage(i18n, mutation.error)}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            <Trans>No</Trans>
          </Button>
          <OnlineOnlyButton loading={tap.busy} onClick={() => tap.run(() => mutation.mutateAsync(enable).then(onDone))}>
            <Trans>Yes</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </Modal>
  )
}
