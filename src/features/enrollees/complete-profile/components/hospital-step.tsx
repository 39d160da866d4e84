import { Alert, Group, Radio, Select, Stack, Text } from '@mantine/core'
import { useSelector } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Provider } from '@/lib/contract/common'
import { findState } from '@/lib/lookups'
import { visibleError } from '@/lib/form/field-error'
import { chosenStateId, needsFreeTextHospital } from '../profile-rules'
import { providerFilter, providerGroups } from '../provider-options'
import type { ProfileFormApi } from '../use-profile-form'
import { TextField } from './text-field'

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
          <TextField form={form} name="preferred_hospital_name" label={t`Hospital name`} required />
          <TextField form={form} name="preferred_hospital_address" label={t`Hospital address`} required />
        </>
      ) : (
        <form.Field name="preferred_provider_id">
          {(field) => (
            <Select
              label={t`Preferred hospital`}
              description={t`Search by name, address or state. Hospitals in ${stateName} come first.`}
              placeholder={t`Search hospitals`}
              data={groups}
              filter={providerFilter(providers)}
              searchable
              required
              maxDropdownHeight={DROPDOWN_MAX_HEIGHT}
              value={field.state.value || null}
              onChange={(value) => field.handleChange(value ?? '')}
              onBlur={field.handleBlur}
              error={visibleError(field.state.meta, false)}
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
        </form.Field>
      )}
      <form.Field name="has_smartphone">
        {(field) => (
          <Radio.Group
            label={t`Does the enrollee have a smartphone?`}
            description={t`With one they can use the mobile app to find hospitals and see their plan.`}
            name={field.name}
            required
            value={field.state.value}
            onChange={(value) => field.handleChange(value === '1' || value === '0' ? value : '')}
            error={visibleError(field.state.meta, false)}
          >
            <Group mt="xs">
              <Radio value="1" label={t`Yes`} />
              <Radio value="0" label={t`No`} />
            </Group>
          </Radio.Group>
        )}
      </form.Field>
    </Stack>
  )
}
