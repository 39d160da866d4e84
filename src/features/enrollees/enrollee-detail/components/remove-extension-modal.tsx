import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import type { EnrolleeDetail, EnrolleeExtension } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { fullName } from '../labels'
import { useRemoveExtension } from '../mutations'
import { MessageModal } from './message-modal'
import { SupportEmail } from './support-email'

type Props = { enrollee: EnrolleeDetail; extension: EnrolleeExtension; onClose: () => void }

/** Spec §2 remove-extension confirmation, then the §8 extension-removal text. */
export function RemoveExtensionModal({ enrollee, extension, onClose }: Props) {
  const { t } = useLingui()
  const mutation = useRemoveExtension(enrollee.id)
  const tap = useOneTap()
  const benefit = extension.product.name
  const name = fullName(enrollee)

  if (mutation.isSuccess) {
    return (
      <MessageModal title={t`Extra benefit removed`} onClose={onClose}>
        <Text>
          <Trans>
            Successful! The Extension will be completely removed by the end of your billing cycle. For help/enquires please contact{' '}
            <SupportEmail />
          </Trans>
        </Text>
      </MessageModal>
    )
  }
  return (
    <Modal opened onClose={onClose} title={t`Remove extra benefit`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="md">
        {mutation.isError && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
        <Text>{t`Remove ${benefit} from ${name}'s plan? It stays in force until the end of your billing cycle.`}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <OnlineOnlyButton color="red" loading={tap.busy} onClick={() => tap.run(() => mutation.mutateAsync(extension.id))}>
            <Trans>Yes, remove</Trans>
          </OnlineOnlyButton>
        </Group>
      </Stack>
    </Modal>
  )
}
