import { Button, Group, Modal, Stack, Text } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'

type Props = { count: number; onConfirm: () => void; onCancel: () => void }

/**
 * Issue 5: logging out deletes this device's copy of the writes that have not
 * reached the server. Ask first; cancelling keeps them (and the session).
 */
export function LogoutWarning({ count, onConfirm, onCancel }: Props) {
  const title = <Plural value={count} one="# change has not been sent" other="# changes have not been sent" />
  return (
    <Modal opened onClose={onCancel} title={title} centered closeOnClickOutside={false} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            They are saved on this device only and will be sent when you are back online. If you log out now, they
            will be lost.
          </Trans>
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={onConfirm}>
            <Trans>Log out anyway</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
