import { describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import { MantineProvider, Modal, Notification } from '@mantine/core'
import { setupI18n } from '@/lib/i18n/i18n'
import { theme } from './theme'
import { withCloseLabels } from './localized-theme'

const appTheme = withCloseLabels(theme, setupI18n())

describe('withCloseLabels', () => {
  it('names the close button of a modal that does not name it', () => {
    render(
      <MantineProvider theme={appTheme} env="test">
        <Modal opened onClose={() => undefined} title="Plan renewed">
          Done
        </Modal>
      </MantineProvider>,
    )
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('names the close button of a notification', () => {
    render(
      <MantineProvider theme={appTheme} env="test">
        <Notification title="Saved">Your changes are saved.</Notification>
      </MantineProvider>,
    )
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument()
  })

  it('keeps a label a modal gives its own close button', () => {
    render(
      <MantineProvider theme={appTheme} env="test">
        <Modal opened onClose={() => undefined} title="Change the payment frequency?" closeButtonProps={{ 'aria-label': 'Cancel' }}>
          Ask
        </Modal>
      </MantineProvider>,
    )
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull()
  })
})
