import { List, Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'

/** iOS has no install prompt: Safari's Share menu is the only way. */
export function IosInstallSteps() {
  return (
    <List type="ordered" spacing="xs">
      <List.Item>
        <Trans>
          Tap the Share button <ShareGlyph /> in the browser toolbar.
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>
          Scroll down and tap{' '}
          <Text span fw={600}>
            Add to Home Screen
          </Text>
          .
        </Trans>
      </List.Item>
      <List.Item>
        <Trans>
          Tap{' '}
          <Text span fw={600}>
            Add
          </Text>
          . The app opens from its icon on your home screen.
        </Trans>
      </List.Item>
    </List>
  )
}

/** Apple's share symbol (a box with an arrow up), so the user knows what to look for. */
function ShareGlyph() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" style={{ verticalAlign: '-2px' }}>
      <path
        d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
