import { useState } from 'react'
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { ErrorBanner } from '@/components/error-banner'
import { verbatim } from '@/lib/i18n/verbatim'
import { MAX_LENGTH } from '@/lib/contract/common'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { OnlineOnlyButton } from '@/components/network/online-only-button'
import { useOneTap } from '@/lib/use-one-tap'
import { decideReason, type ReasonChoice } from '../deactivation-reason'
import { fullName } from '../labels'
import { useDeactivateEnrollee } from '../mutations'
import { MessageModal } from './message-modal'
import { SupportEmail } from './support-email'

type Props = {
  enrollee: EnrolleeDetail
  onClose: () => void
  /** Wrong details without a profile: correct them instead (the edit-details form). */
  onEditInstead: () => void
  /** Back to the enrollee list. */
  onFinished: () => void
}

function isReasonChoice(value: string): value is ReasonChoice {
  return value === 'wrong-details' || value === 'not-interested'
}

/**
 * Spec §4 deactivation flow: a reason (two choices or typed); wrong details
 * lead to the edit form or, with a profile, to support; any other reason is
 * recorded and removal starts, then the §8 removal-success text.
 */
export function DeactivateModal({ enrollee, onClose, onEditInstead, onFinished }: Props) {
  const { t } = useLingui()
  const mutation = useDeactivateEnrollee(enrollee.id)
  const tap = useOneTap()
  const [choice, setChoice] = useState<ReasonChoice | null>(null)
  const [typed, setTyped] = useState('')
  const [missing, setMissing] = useState<'required' | 'too-long' | null>(null)
  const [contactSupport, setContactSupport] = useState(false)
  const name = fullName(enrollee)

  const submit = () => {
    const decision = decideReason(choice, typed)
    setMissing(decision.kind === 'required' || decision.kind === 'too-long' ? decision.kind : null)
    if (decision.kind === 'wrong-details') {
      if (enrollee.profile) setContactSupport(true)
      else onEditInstead()
    } else if (decision.kind === 'send') {
      tap.run(() => mutation.mutateAsync(decision.reason))
    }
  }

  if (mutation.isSuccess) {
    return (
      <MessageModal title={t`Deactivation successful`} onClose={onFinished}>
        <Text>
          <Trans>
            Successful! The Enrollee removal process has started and will be completed by the end of your billing cycle. For help/enquires
            please contact <SupportEmail />
          </Trans>
        </Text>
      </MessageModal>
    )
  }
  if (contactSupport) {
    // An element, not a string: Lingui would take a `<tag>` in the name for markup.
    const nameText = verbatim(name)
    return (
      <MessageModal title={t`Contact support`} onClose={onFinished}>
        <Text>
          <Trans>
            {nameText} has completed their profile, so only our support team can correct their details. Please contact <SupportEmail /> and
            we will fix them for you.
          </Trans>
        </Text>
      </MessageModal>
    )
  }
  return (
    <Modal opened onClose={onClose} title={t`Deactivate enrollee`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          submit()
        }}
      >
        <Stack gap="md">
          {mutation.isError && <ErrorBanner error={mutation.error} onClose={() => mutation.reset()} />}
          <Radio.Group
            label={t`Why do you want to deactivate ${name}?`}
            value={choice}
            onChange={(value) => {
              // One reason at a time: a choice replaces anything typed.
              setChoice(isReasonChoice(value) ? value : null)
              setTyped('')
              setMissing(null)
            }}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="wrong-details" label={t`Wrong details`} />
              <Radio value="not-interested" label={t`No longer interested`} />
            </Stack>
          </Radio.Group>
          <Textarea
            label={t`Or type another reason`}
            rows={3}
            value={typed}
            onChange={(event) => {
              setTyped(event.currentTarget.value)
              setChoice(null)
              setMissing(null)
            }}
          />
          {missing && (
            <Alert color="red" variant="light" role="alert">
              {missing === 'required' ? (
                <Trans>The reason field is required.</Trans>
              ) : (
                <Trans>The reason must be at most {MAX_LENGTH.reason} characters.</Trans>
              )}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <OnlineOnlyButton type="submit" color="red" loading={tap.busy}>
              <Trans>Continue</Trans>
            </OnlineOnlyButton>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
