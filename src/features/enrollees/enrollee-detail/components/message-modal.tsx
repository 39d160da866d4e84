import type { ReactNode } from 'react'
import { Button, Group, Modal, Stack } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'

type Props = {
  title: string
  children: ReactNode
  /** Okay, the close button, Escape and a click outside all end here. */
  onClose: () => void
}

/** The success and information modals of spec §2: a title, the text, and Okay. */
export function MessageModal({ title, children, onClose }: Props) {
  const { t } = useLingui()
  return (
    <Modal opened onClose={onClose} title={title} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Stack gap="lg">
        {children}
        <Group justify="flex-end">
          <Button onClick={onClose} data-autofocus>
            <Trans>Okay</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
