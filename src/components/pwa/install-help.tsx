import { Text } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import type { InstallPrompt } from '@/lib/pwa/install-prompt'
import { useInstallPrompt } from '@/lib/pwa/use-install-prompt'
import { InstallButton } from './install-button'
import { IosInstallSteps } from './ios-install-steps'

/** The help page's "Install the app" text: what this device can do, and how. */
export function InstallHelp({ store }: { store?: InstallPrompt }) {
  const { kind } = useInstallPrompt(store)
  if (kind === 'installed') {
    return (
      <Text>
        <Trans>The app is installed on this device. Open it from its icon on your home screen or in your apps.</Trans>
      </Text>
    )
  }
  return (
    <>
      <Text mb="sm">
        <Trans>Install the dashboard to open it from your home screen like any other app. It keeps working when the network drops.</Trans>
      </Text>
      {kind === 'ios' && <IosInstallSteps />}
      {kind === 'prompt' && <InstallButton store={store} fullWidth={false} mt={0} />}
      {kind === 'unavailable' && (
        <Text size="sm" c="dimmed">
          <Trans>
            In Chrome or Edge, open the browser menu and choose Install app (on Android: Add to Home screen). Other browsers may not offer
            it.
          </Trans>
        </Text>
      )}
    </>
  )
}
