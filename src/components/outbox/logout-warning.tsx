import { useState, type MouseEvent, type ReactNode } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import { Plural, Trans } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useOutboxValue } from '@/lib/outbox'
import { LazyModal } from '../lazy-modal'

type Props = {
  count: number
  opened?: boolean
  /** Log out and delete the unsent changes. */
  onConfirm: () => void
  onCancel: () => void
  /**
   * Set when the session already ended by itself (401, expired cookie): there is
   * nothing to cancel; the user either signs in again to send the changes (onKeep) or deletes them.
   */
  ended?: { rememberMe: boolean; onKeep: () => void }
}

/**
 * Decisions: 'Queued writes': logging out deletes this device's copy of the writes that have not
 * reached the server. Ask first; cancelling keeps them (and the session).
 * Decisions: 'A shared phone and payments': every logout asks, whatever its URL, including one forced by an
 * ended session.
 */
export function LogoutWarning({ count, opened = true, onConfirm, onCancel, ended }: Props) {
  const title = <Plural value={count} one="# change has not been sent" other="# changes have not been sent" />
  if (ended) return <SessionEndedWarning title={title} opened={opened} onDelete={onConfirm} {...ended} />
  return (
    <LazyModal opened={opened} onClose={onCancel} title={title} centered closeOnClickOutside={false} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">
          <Trans>They are saved on this device only and have not reached the server yet. If you log out now, they will be lost.</Trans>
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

type EndedProps = { title: ReactNode; opened: boolean; rememberMe: boolean; onKeep: () => void; onDelete: () => void }

/**
 * The session ended without the user asking (decisions: 'A shared phone and payments'). A plan owner expects
 * their work to survive a timeout: "Sign in again" keeps it. On a shared phone
 * (no remember-me) it is kept only 15 minutes, so the next person to pick the
 * phone up does not inherit it; on a trusted one, until the changes expire.
 */
function SessionEndedWarning({ title, opened, rememberMe, onKeep, onDelete }: EndedProps) {
  return (
    <LazyModal opened={opened} onClose={onKeep} title={title} centered closeOnClickOutside={false} withCloseButton={false}>
      <Stack gap="md">
        <Text size="sm">
          {rememberMe ? (
            <Trans>Your session has ended. Sign in again to send them; until then they stay on this device.</Trans>
          ) : (
            <Trans>
              Your session has ended. Sign in again within 15 minutes to send them; after that they are deleted from this phone.
            </Trans>
          )}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" color="red" onClick={onDelete}>
            <Trans>Delete them and log out</Trans>
          </Button>
          <Button onClick={onKeep} data-autofocus>
            <Trans>Sign in again</Trans>
          </Button>
        </Group>
      </Stack>
    </LazyModal>
  )
}

/**
 * For a "Log out" link of a signed-in screen: with unsent changes, `onClick`
 * keeps the page and opens the warning over it, so Cancel leaves the user
 * where they were with focus back on the link (decisions: 'Accessibility'); "Log out anyway"
 * goes on to /logout. With nothing waiting the link goes to /logout, which
 * checks again (and warns there when this tab has not loaded the outbox).
 */
export function useLogoutWarning() {
  // The dashboard frame calls this: it re-renders only when "anything waiting?" flips. With the count here, a drain
  // of 50 edits re-rendered the whole frame for every sent job (decisions: 'Speed').
  const anyWaiting = useOutboxValue((snapshot) => snapshot.jobs.length > 0)
  const navigate = useNavigate()
  const [opened, setOpened] = useState(false)
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!anyWaiting) return
    event.preventDefault()
    setOpened(true)
  }
  const warning = (
    <WaitingLogoutWarning
      opened={opened}
      onCancel={() => setOpened(false)}
      onConfirm={() => void navigate({ to: '/logout', state: { logoutChoice: 'discard' } })}
    />
  )
  return { onClick, warning }
}

/** The warning with the count read here, so a count that changes re-renders only the (lazy) dialog. */
function WaitingLogoutWarning(props: Omit<Props, 'count' | 'ended'>) {
  const waiting = useOutboxValue((snapshot) => snapshot.jobs.length)
  return <LogoutWarning count={waiting} {...props} />
}
