import { Stack } from '@mantine/core'
import { useSelector } from '@tanstack/react-form'
import { useLingui } from '@lingui/react/macro'
import { lgasOfState, states } from '@/lib/lookups'
import { chosenStateId, stripNonDigits } from '../profile-rules'
import type { ProfileFormApi } from '../use-profile-form'

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
      <form.AppField
        name="primary_phone_number"
        children={(f) => (
          <f.PhoneField
            label={t`Phone number`}
            description={
              phoneLocked ? t`This number came with the sign-up link and cannot be changed here.` : t`Digits only, e.g. 08031234567`
            }
            inputMode="numeric"
            autoComplete="tel"
            required
            readOnly={phoneLocked}
            clean={stripNonDigits}
          />
        )}
      />
      <form.AppField
        name="email_address"
        children={(f) => (
          <f.EmailField
            label={t`Email address`}
            description={emailLocked ? t`This is your own account's email address.` : undefined}
            autoComplete="email"
            autoCapitalize="none"
            readOnly={emailLocked}
          />
        )}
      />
      <form.AppField name="home_address" children={(f) => <f.TextField label={t`Home address`} autoComplete="street-address" required />} />
      <form.AppField
        name="home_address_state_id"
        listeners={{
          // The LGA and hospital belong to the old state.
          onChange: () => {
            form.setFieldValue('home_address_lga_id', '')
            form.setFieldValue('preferred_provider_id', '')
          },
        }}
        // "0" is no state (spec §5), as the sign-up link sends it.
        children={(f) => (
          <f.SelectField
            label={t`State of residence`}
            placeholder={t`Choose a state`}
            data={stateOptions}
            searchable
            required
            empty="0"
            nothingFoundMessage={t`No state matches`}
          />
        )}
      />
      <form.AppField
        name="home_address_lga_id"
        children={(f) => (
          <f.SelectField
            label={t`Local government area`}
            placeholder={stateId === null ? t`Choose a state first` : t`Choose a local government area`}
            data={lgaOptions}
            searchable
            clearable
            disabled={stateId === null}
            nothingFoundMessage={t`No local government area matches`}
          />
        )}
      />
    </Stack>
  )
}
