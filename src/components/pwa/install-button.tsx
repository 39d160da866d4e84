import { Button, Text, type ButtonProps } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import type { InstallPrompt } from '@/lib/pwa/install-prompt'
import { useInstallPrompt } from '@/lib/pwa/use-install-prompt'
import { LazyModal } from '../lazy-modal'
import { IosInstallSteps } from './ios-install-steps'

type Props = ButtonProps & { store?: InstallPrompt }

/**
 * "Install app" where the browser offers an install (its dialog opens), and
 * on iPhone/iPad (the steps open). Nothing once installed or where the
 * browser offers nothing.
 */
export function InstallButton({ store, ...buttonProps }: Props) {
  const { t } = useLingui()
  const { kind, install } = useInstallPrompt(store)
  const [stepsOpen, steps] = useDisclosure(false)
  if (kind !== 'prompt' && kind !== 'ios') return null
  return (
    <>
      <Button variant="light" fullWidth mt="sm" {...buttonProps} onClick={kind === 'prompt' ? () => void install() : steps.open}>
        <Trans>Install app</Trans>
      </Button>
      <LazyModal opened={stepsOpen} onClose={steps.close} title={t`Install the app`} centered>
        <Text size="sm" mb="sm">
          <Trans>Add the dashboard to your home screen to open it like an app, even without a connection.</Trans>
        </Text>
        <IosInstallSteps />
        <Button fullWidth mt="lg" onClick={steps.close}>
          <Trans>Got it</Trans>
        </Button>
      </LazyModal>
    </>
  )
}
