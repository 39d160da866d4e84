import { useState, type MouseEvent } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useOutboxValue } from '@/lib/outbox'
import { LazyModal } from '../lazy-modal'

type Props = { count: number; opened?: boolean; onConfirm: () => void; onCancel: () => void }

/**
 * Issue 5: logging out deletes this device's copy of the writes that have not
 * reached the server. Ask first; cancelling keeps them (and the session).
 */
export function LogoutWarning({ count, opened = true, onConfirm, onCancel }: Props) {
  const title = <Plural value={count} one="# change has not been sent" other="# changes have not been sent" />
  return (
    <LazyModal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={false} withCloseButton={false}>
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
    </LazyModal>
  )
}

/**
 * For a "Log out" link of a signed-in screen: with unsent changes, `onClick`
 * keeps the page and opens the warning over it, so Cancel leaves the user
 * where they were with focus back on the link (issue 7); "Log out anyway"
 * goes on to /logout. With nothing waiting the link goes to /logout, which
 * checks again (and warns there when this tab has not loaded the outbox).
 */
export function useLogoutWarning() {
  // The dashboard frame calls this: it should re-render when the count changes, not with each job's progress.
  const waiting = useOutboxValue((snapshot) => snapshot.jobs.length)
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (waiting === 0) return
    event.preventDefault()
    setOpened(true)
  }
  const warning = (
    <LogoutWarning
      opened={opened}
      count={waiting}
      onCancel={() => setOpened(false)}
      onConfirm={() => void navigate({ to: '/logout', search: { confirmed: true } })}
    />
  )
  return { onClick, warning }
}
