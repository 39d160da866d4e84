import { useMemo } from 'react'
import { Button, Group, Stack, Text } from '@mantine/core'
import * as v from 'valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import { useFormDraft } from '@/lib/drafts/use-form-draft'
import { useAppForm } from '@/lib/form/use-app-form'
import { editDetailsFormSchema, type EditDetailsValues } from '../edit-details-form-schema'
import { editDetailsDraft } from '../edit-details-draft'
import { EditFailureAlert } from './edit-failure-alert'

type Props = {
  defaults: EditDetailsValues
  /** Shown above the fields (the wrong-details branch, a refused write's story). */
  intro?: string
  /** The last failure (spec §8 text plus the server's message), or null. */
  error: unknown
  onDismissError: () => void
  onCancel: () => void
  /** Gets the cleaned values (trimmed, phone without spaces); a rejection keeps the form open. */
  onSubmit: (body: EditEnrolleeRequest) => Promise<void>
  /** Drafts (decisions: 'Drafts and queued profiles'): the enrollee whose typed fields are kept as a draft (survive a reload or a closed tab). */
  draftOf?: number
}

/** The four edit-details fields (spec §2), shared by the edit modal and Pending changes' "Fix". */
export function EditDetailsForm({ defaults, intro, error, onDismissError, onCancel, onSubmit, draftOf }: Props) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => editDetailsFormSchema(i18n), [i18n])
  const form = useAppForm({
    defaultValues: defaults,
    validators: { onSubmit: schema },
    // Validation passed, so parsing only applies the trims and the phone clean-up.
    onSubmit: ({ value }) => onSubmit(v.parse(schema, value)),
  })
  // A successful submit (sent or queued) removes the draft.
  const draft = useFormDraft({ form, ...editDetailsDraft(draftOf ?? 0), enabled: draftOf !== undefined })

  return (
    <form.AppForm>
      <form.Form>
        <Stack gap="md">
          {intro && <Text size="sm">{intro}</Text>}
          <DraftRestoredNote restoredAt={draft.restoredAt} onDiscard={draft.discard} />
          {error !== null && <EditFailureAlert error={error} onClose={onDismissError} />}
          <form.AppField
            name="first_name"
            children={(f) => <f.TextField label={t`First name`} type="text" autoComplete="off" required />}
          />
          <form.AppField name="last_name" children={(f) => <f.TextField label={t`Last name`} type="text" autoComplete="off" required />} />
          <form.AppField name="email_address" children={(f) => <f.EmailField label={t`Email address`} autoComplete="off" required />} />
          <form.AppField
            name="phone_number"
            children={(f) => (
              <f.PhoneField
                label={t`Phone number`}
                description={t`For example 08031234567 or +2348031234567`}
                autoComplete="off"
                required
              />
            )}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </Button>
            <form.SubmitButton>
              <Trans>Save changes</Trans>
            </form.SubmitButton>
          </Group>
        </Stack>
      </form.Form>
    </form.AppForm>
  )
}
