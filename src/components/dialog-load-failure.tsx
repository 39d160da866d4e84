import { Component, type ReactNode } from 'react'
import { Alert } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'

/** A dialog's code could not be downloaded (a first visit whose connection dropped before it arrived). */
export class DialogCodeUnavailable extends Error {}

/**
 * When the dialog's code cannot be downloaded, the page stays and says so (NotLoaded) instead of falling to
 * the error screen. Any other error goes on to the screen's own error boundary.
 */
export class LoadFailure extends Component<{ children: ReactNode; onFailed: () => void }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null }

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) }
  }

  override componentDidCatch(error: unknown) {
    if (error instanceof DialogCodeUnavailable) this.props.onFailed()
  }

  override render() {
    if (this.state.error instanceof DialogCodeUnavailable) return null
    if (this.state.error) throw this.state.error
    return this.props.children
  }
}

export function NotLoaded({ onClose }: { onClose: () => void }) {
  const { t } = useLingui()
  return (
    <Alert
      role="alert"
      color="red"
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={onClose}
      pos="fixed"
      bottom={16}
      left={16}
      right={16}
      style={{ zIndex: 400 }}
    >
      <Trans>This window could not be opened: check your connection, then try again.</Trans>
    </Alert>
  )
}
