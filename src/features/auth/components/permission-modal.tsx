import { Button, Group, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { LazyModal } from '@/components/lazy-modal'
import type { SessionRole } from '@/lib/session/user'
import { permissionExitTarget } from '../roles'
import { useGoToTarget } from '../use-go-to-target'

/** Spec §6: shown when the `user` role cannot access this dashboard. */
export function PermissionModal({ roles }: { roles: readonly SessionRole[] }) {
  const { t } = useLingui()
  const goTo = useGoToTarget()
  const leave = () => goTo(permissionExitTarget(roles, window.location.origin), { replace: true })
  return (
    // Lazy: the dashboard frame that shows it is on every signed-in screen's first download.
    <LazyModal opened onClose={leave} title={t`No access`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <Text>
        <Trans>Sorry, but you do not have permission to view this page.</Trans>
      </Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={leave}>
          <Trans>Okay</Trans>
        </Button>
      </Group>
    </LazyModal>
  )
}
