import { Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { MessageModal } from './message-modal'
import { SupportEmail } from './support-email'

/** Stands in for the extension selector until billing provides it (decisions: 'Foundation'). */
export function ExtraBenefitsSoonModal({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <MessageModal title={t`Add extra benefit`} onClose={onClose}>
      <Text>
        <Trans>
          Extra benefits will be available here soon. To add one now, please contact <SupportEmail />.
        </Trans>
      </Text>
    </MessageModal>
  )
}
