import { useMemo } from 'react'
import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core'
import { useForm } from '@tanstack/react-form'
import * as v from 'valibot'
import { Trans, useLingui } from '@lingui/react/macro'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { visibleError } from '@/lib/form/field-error'
import { editDetailsDefaults, editDetailsFormSchema } from '../edit-details-form-schema'
import { useEditDetails } from '../mutations'
import { EditFailureAlert } from './edit-failure-alert'

type Props = {
  enrollee: EnrolleeDetail
  /** Shown above the form when it replaces removal (the wrong-details branch). */
  intro?: string
  onClose: () => void
  onSaved: () => void
}

/** Spec §2 edit details: PATCH /enrollees/{id}/dependant with the four fields. */
export function EditDetailsModal({ enrollee, intro, onClose, onSaved }: Props) {
  const { i18n, t } = useLingui()
  const schema = useMemo(() => editDetailsFormSchema(i18n), [i18n])
  const mutation = useEditDetails(enrollee.id)
  const form = useForm({
    defaultValues: editDetailsDefaults(enrollee),
    validators: { onSubmit: schema },
    onSubmit: async ({ value }) => {
      // Validation passed, so parsing only applies the trims and the phone clean-up.
      await mutation.mutateAsync(v.parse(schema, value))
      onSaved()
    },
  })
  const fields = [
    { name: 'first_name', label: t`First name`, type: 'text', autoComplete: 'off' },
    { name: 'last_name', label: t`Last name`, type: 'text', autoComplete: 'off' },
    { name: 'email_address', label: t`Email address`, type: 'email', autoComplete: 'off' },
    { name: 'phone_number', label: t`Phone number`, type: 'tel', autoComplete: 'off' },
  ] as const

  return (
    <Modal opened onClose={onClose} title={t`Edit details`} centered closeButtonProps={{ 'aria-label': t`Close` }}>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit().catch(() => undefined)
        }}
      >
        <Stack gap="md">
          {intro && <Text size="sm">{intro}</Text>}
          {mutation.isError && <EditFailureAlert error={mutation.error} onClose={() => mutation.reset()} />}
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
            <Button variant="default" onClick={onClose}>
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
    </Modal>
  )
}
