import { Trans, useLingui } from '@lingui/react/macro'
import type { EnrolleeExtension } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'

type Props = {
  extension: EnrolleeExtension
  onRemove: (extension: EnrolleeExtension) => void
}

/** Opens the removal dialog of one extra benefit; the same button in the table and in the cards. */
export function RemoveExtensionButton({ extension, onRemove }: Props) {
  const { t } = useLingui()
  return (
    <OnlineOnlyButton
      size="xs"
      variant="subtle"
      color="red"
      aria-label={t`Remove ${extension.product.name}`}
      onClick={() => onRemove(extension)}
    >
      <Trans>Remove</Trans>
    </OnlineOnlyButton>
  )
}
