import { Select, Stack } from '@mantine/core'
import { useSelector } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { lgasOfState, states } from '@/lib/lookups'
import { visibleError } from '@/lib/form/field-error'
import { chosenStateId, stripNonDigits } from '../profile-rules'
import type { ProfileFormApi } from '../use-profile-form'
import { TextField } from './text-field'

const stateOptions = states.map((state) => ({ value: String(state.id), label: state.name }))

type Props = {
  form: ProfileFormApi
  /** Spec §5: a phone that came with the sign-up link cannot be changed here. */
  phoneLocked: boolean
  /** Spec §5: the signed-in user's own e-mail cannot be changed here. */
  emailLocked: boolean
}

/** Page 2: phone, e-mail, home address, state (required: it blocks this page) and its LGA. */
export function ContactStep({ form, phoneLocked, emailLocked }: Props) {
  const { t } = useLingui()
  const stateId = chosenStateId(useSelector(form.store, (state) => state.values.home_address_state_id))
  const lgaOptions = stateId === null ? [] : lgasOfState(stateId).map((lga) => ({ value: String(lga.id), label: lga.name }))

  return (
    <Stack gap="md">
      <TextField
        form={form}
        name="primary_phone_number"
        label={t`Phone number`}
        description={phoneLocked ? t`This number came with the sign-up link and cannot be changed here.` : t`Digits only, e.g. 08031234567`}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        required
        readOnly={phoneLocked}
        clean={stripNonDigits}
      />
      <TextField
        form={form}
        name="email_address"
        label={t`Email address`}
        description={emailLocked ? t`This is your own account's email address.` : undefined}
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        readOnly={emailLocked}
      />
      <TextField form={form} name="home_address" label={t`Home address`} autoComplete="street-address" required />
      <form.Field
        name="home_address_state_id"
        listeners={{
          // The LGA and hospital belong to the old state.
          onChange: () => {
            form.setFieldValue('home_address_lga_id', '')
            form.setFieldValue('preferred_provider_id', '')
          },
        }}
      >
        {(field) => (
          <Select
            label={t`State of residence`}
            placeholder={t`Choose a state`}
            data={stateOptions}
            searchable
            required
            value={chosenStateId(field.state.value) === null ? null : field.state.value}
            onChange={(value) => field.handleChange(value ?? '0')}
            onBlur={field.handleBlur}
            error={visibleError(field.state.meta, false)}
            nothingFoundMessage={t`No state matches`}
          />
        )}
      </form.Field>
      <form.Field name="home_address_lga_id">
        {(field) => (
          <Select
            label={t`Local government area`}
            placeholder={stateId === null ? t`Choose a state first` : t`Choose a local government area`}
            data={lgaOptions}
            searchable
            clearable
            disabled={stateId === null}
            value={field.state.value || null}
            onChange={(value) => field.handleChange(value ?? '')}
            onBlur={field.handleBlur}
            nothingFoundMessage={t`No local government area matches`}
          />
        )}
      </form.Field>
    </Stack>
  )
}
