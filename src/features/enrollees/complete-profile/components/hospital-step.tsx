import { Alert, Group, Radio, Stack, Text } from '@mantine/core'
import { useSelector } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Provider } from '@/lib/contract/common'
import { findState } from '@/lib/lookups'
import { chosenStateId, needsFreeTextHospital } from '../profile-rules'
import { providerFilter, providerGroups } from '../provider-options'
import type { ProfileFormApi } from '../use-profile-form'

/** Spec §9: the hospital dropdown is at most 20rem tall. */
const DROPDOWN_MAX_HEIGHT = '20rem'

type Props = { form: ProfileFormApi; providers: readonly Provider[] }

/** Page 3: the preferred hospital (picked, or typed when the state has none) and the smartphone question. */
export function HospitalStep({ form, providers }: Props) {
  const { t } = useLingui()
  const stateValue = useSelector(form.store, (state) => state.values.home_address_state_id)
  const stateId = chosenStateId(stateValue)
  const stateName = stateId === null ? '' : (findState(stateId)?.name ?? '')
  const freeText = needsFreeTextHospital(providers, stateValue)
  const groups = providerGroups(providers, stateId, { inState: t`In ${stateName}`, elsewhere: t`Other states` })
  const byId = new Map(providers.map((provider) => [String(provider.id), provider]))

  return (
    <Stack gap="md">
      {freeText ? (
        <>
          <Alert variant="light" color="blue">
            <Trans>None of the plan's hospitals is in {stateName}. Tell us which hospital you would like to use.</Trans>
          </Alert>
          <form.AppField name="preferred_hospital_name" children={(f) => <f.TextField label={t`Hospital name`} required />} />
          <form.AppField name="preferred_hospital_address" children={(f) => <f.TextField label={t`Hospital address`} required />} />
        </>
      ) : (
        <form.AppField
          name="preferred_provider_id"
          children={(f) => (
            <f.SelectField
              label={t`Preferred hospital`}
              description={t`Search by name, address or state. Hospitals in ${stateName} come first.`}
              placeholder={t`Search hospitals`}
              data={groups}
              filter={providerFilter(providers)}
              searchable
              required
              maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
              nothingFoundMessage={t`No hospital matches`}
              renderOption={({ option }) => {
                const provider = byId.get(option.value)
                return (
                  <div>
                    <Text size="sm">{option.label}</Text>
                    {provider && (
                      <Text size="xs" c="dimmed">
                        {provider.address}, {provider.state.name}
                      </Text>
                    )}
                  </div>
                )
              }}
            />
          )}
        />
      )}
      <form.AppField
        name="has_smartphone"
        children={(f) => (
          <f.RadioGroupField
            label={t`Does the enrollee have a smartphone?`}
            description={t`With one they can use the mobile app to find hospitals and see their plan.`}
            required
          >
            <Group mt="xs">
              <Radio value="1" label={t`Yes`} />
              <Radio value="0" label={t`No`} />
            </Group>
          </f.RadioGroupField>
        )}
      />
    </Stack>
  )
}
