import { Button, Group } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { ButtonLink } from '@/components/links'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'

type Props = {
  enrollee: EnrolleeDetail
  onEdit: () => void
  onTransfer: () => void
  onDeactivate: () => void
  onReactivate: () => void
}

/**
 * Spec §2 buttons: complete profile (no profile, a hash), edit (no profile),
 * reactivate when deactivated, else transfer ownership and deactivate.
 */
export function EnrolleeActions({ enrollee, onEdit, onTransfer, onDeactivate, onReactivate }: Props) {
  const hash = enrollee.profile ? null : enrollee.hash
  return (
    <Group gap="sm" wrap="wrap">
      {hash && (
        <ButtonLink to="/dashboard/enrollees/$enrolleeId/complete-profile" params={{ enrolleeId: String(enrollee.id) }} search={{ hash }}>
          <Trans>Complete profile</Trans>
        </ButtonLink>
      )}
      {!enrollee.profile && (
        <Button variant="default" onClick={onEdit}>
          <Trans>Edit profile</Trans>
        </Button>
      )}
      {enrollee.deactivated ? (
        <OnlineOnlyButton onClick={onReactivate}>
          <Trans>Reactivate</Trans>
        </OnlineOnlyButton>
      ) : (
        <>
          <OnlineOnlyButton variant="default" onClick={onTransfer}>
            <Trans>Transfer ownership</Trans>
          </OnlineOnlyButton>
          <OnlineOnlyButton variant="outline" color="red" onClick={onDeactivate}>
            <Trans>Deactivate</Trans>
          </OnlineOnlyButton>
        </>
      )}
    </Group>
  )
}
