import { Alert } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { PaymentFrequencyId } from '@/lib/contract/common'
import { frequencyLabel } from '@/lib/billing/frequency'

/** Spec §2: a frequency change waits for the next billing cycle; until then the page says so. */
export function PendingFrequencyNotice({ next }: { next: PaymentFrequencyId }) {
  const { i18n, t } = useLingui()
  const label = i18n._(frequencyLabel(next)).toLowerCase()
  return (
    <Alert color="blue" variant="light" title={t`Payment frequency change pending`} role="status">
      <Trans>This invoice will be billed {label} from the next billing cycle.</Trans>
    </Alert>
  )
}
