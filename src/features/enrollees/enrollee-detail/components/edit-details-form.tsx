import { useMemo } from 'react'
import { Button, Group, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import { DraftRestoredNote } from '@/components/drafts/draft-restored-note'
import type { EditEnrolleeRequest } from '@/lib/contract/enrollees'
import { useFormDraft } from '@/lib/drafts/use-form-draft'
import { visibleError } from '@/lib/form/field-error'
import { editDetailsFormSchema, type EditDetailsValues } from '../edit-details-form-schema'
import { editDetailsDraft } from '../edit-details-draft'
import { EditFailureAlert } from './edit-failure-alert'
import { submitAll } from '@/lib/form/submit-all'

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
  const form = useForm({
    defaultValues: defaults,
    validators: { onSubmit: schema },
    // Validation passed, so parsing only applies the trims and the phone clean-up.
    onSubmit: ({ value }) => onSubmit(v.parse(schema, value)),
  })
  // A successful submit (sent or queued) removes the draft.
  const draft = useFormDraft({ form, ...editDetailsDraft(draftOf ?? 0), enabled: draftOf !== undefined })
  const fields = [
    { name: 'first_name', label: t`First name`, type: 'text', autoComplete: 'off' },
    { name: 'last_name', label: t`Last name`, type: 'text', autoComplete: 'off' },
    { name: 'email_address', label: t`Email address`, type: 'email', autoComplete: 'off' },
    { name: 'phone_number', label: t`Phone number`, type: 'tel', autoComplete: 'off' },
  ] as const

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void submitAll(form).catch(() => undefined)
      }}
    >
      <Stack gap="md">
        {intro && <Text size="sm">{intro}</Text>}
        <DraftRestoredNote restoredAt={draft.restoredAt} onDiscard={draft.discard} />
        {error !== null && <EditFailureAlert error={error} onClose={onDismissError} />}
        <form.Subscribe selector={(state) => state.submissionAttempts > 0}>
          {(submitted) =>
            fields.map(({ name, label, type, autoComplete }) => (
              <form.Field key={name} name={name}>
                {(field) => (
                  <TextInput
                    label={label}
                    name={field.name}
                    type={type}
                    inputMode={type === 'text' ? undefined : type}
                    autoComplete={autoComplete}
                    description={name === 'phone_number' ? t`For example 08031234567 or +2348031234567` : undefined}
                    required
                    value={field.state.value}
                    onChange={(event) => field.handleChange(event.currentTarget.value)}
                    onBlur={field.handleBlur}
                    error={visibleError(field.state.meta, submitted)}
                  />
                )}
              </form.Field>
            ))
          }
        </form.Subscribe>
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </Button>
          <form.Subscribe selector={(state) => state.isSubmitting}>
            {(isSubmitting) => (
              <Button type="submit" loading={isSubmitting}>
                <Trans>Save changes</Trans>
              </Button>
            )}
          </form.Subscribe>
        </Group>
      </Stack>
    </form>
  )
}
