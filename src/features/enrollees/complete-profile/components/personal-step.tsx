import { Group, Radio, Select, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { maritalStatuses, occupations } from '@/lib/lookups'
import { visibleError } from '@/lib/form/field-error'
import { showsMaritalStatus } from '../profile-rules'
import type { ProfileFormApi } from '../use-profile-form'
import { BirthDateField } from './birth-date-field'
import { TextField } from './text-field'

const maritalOptions = maritalStatuses.map((status) => ({ value: String(status.id), label: status.name }))
const occupationOptions = occupations.map((occupation) => ({ value: String(occupation.id), label: occupation.name }))

/** Page 1: names, sex, date of birth, marital status (not for enrollee_type "3") and occupation. */
export function PersonalStep({ form, enrolleeType }: { form: ProfileFormApi; enrolleeType: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <TextField form={form} name="first_name" label={t`First name`} autoComplete="given-name" required />
      <TextField form={form} name="last_name" label={t`Last name`} autoComplete="family-name" required />
      <form.Field name="sex">
        {(field) => (
          <Radio.Group
            label={t`Sex`}
            name={field.name}
            required
            value={field.state.value}
            onChange={(value) => field.handleChange(value === 'm' || value === 'f' ? value : '')}
            error={visibleError(field.state.meta, false)}
          >
            <Group mt="xs">
              <Radio value="m" label={t`Male`} />
              <Radio value="f" label={t`Female`} />
            </Group>
          </Radio.Group>
        )}
      </form.Field>
      <form.Field name="date_of_birth">
        {(field) => (
          <BirthDateField
            label={t`Date of birth`}
            value={field.state.value}
            onChange={field.handleChange}
            onBlur={field.handleBlur}
            error={visibleError(field.state.meta, false)}
          />
        )}
      </form.Field>
      {showsMaritalStatus(enrolleeType) && (
        <form.Field name="marital_status_id">
          {(field) => (
            <Select
              label={t`Marital status`}
              placeholder={t`Choose one`}
              data={maritalOptions}
              value={field.state.value || null}
              onChange={(value) => field.handleChange(value ?? '')}
              onBlur={field.handleBlur}
              clearable
              allowDeselect
            />
          )}
        </form.Field>
      )}
      <form.Field name="occupation_id">
        {(field) => (
          <Select
            label={t`Occupation`}
            placeholder={t`Search occupations`}
            data={occupationOptions}
            value={field.state.value || null}
            onChange={(value) => field.handleChange(value ?? '')}
            onBlur={field.handleBlur}
            searchable
            clearable
            nothingFoundMessage={t`No occupation matches`}
          />
        )}
      </form.Field>
    </Stack>
  )
}
