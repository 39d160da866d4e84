import { Text } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { EnrolleeExtension } from '@/lib/contract/enrollees'
import { formatShortDate } from '@/lib/format/date'
import { frequencyLabel } from '@/lib/billing/frequency'
import { statusLabel, statusName } from '@/lib/format/status'
import { RemoveExtensionButton } from './remove-extension-button'
import classes from './extensions-table.module.css'

type Props = {
  extensions: readonly EnrolleeExtension[]
  onRemove: (extension: EnrolleeExtension) => void
}

/** The extra-benefits table as cards, for narrow sections (shown by extensions-table.module.css). */
export function ExtensionCards({ extensions, onRemove }: Props) {
  const { i18n, t } = useLingui()
  return (
    <ul className={classes.cards} aria-labelledby="extra-benefits-title">
      {extensions.map((extension) => (
        <li key={extension.id} className={classes.card}>
          <Text fw={600} size="sm">
            {extension.product.name}
          </Text>
          <dl className={classes.fields}>
            <dt>{t`Payment frequency`}</dt>
            <dd>{i18n._(frequencyLabel(extension.payment_frequency_id))}</dd>
            <dt>{t`Start date`}</dt>
            <dd>{formatShortDate(extension.cover_start_date)}</dd>
            <dt>{t`End date`}</dt>
            <dd>{formatShortDate(extension.cover_end_date)}</dd>
            <dt>{t`Status`}</dt>
            <dd>{i18n._(statusLabel(statusName(extension.active_status_id)))}</dd>
          </dl>
          <RemoveExtensionButton extension={extension} onRemove={onRemove} />
        </li>
      ))}
    </ul>
  )
}
