import { Group, Radio, Stack } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import { maritalStatuses, occupations } from '@/lib/lookups'
import { localIsoDay, showsMaritalStatus } from '../profile-rules'
import type { ProfileFormApi } from '../use-profile-form'

const maritalOptions = maritalStatuses.map((status) => ({ value: String(status.id), label: status.name }))
const occupationOptions = occupations.map((occupation) => ({ value: String(occupation.id), label: occupation.name }))

/** Thirty years back: the birthday picker opens on a plausible decade instead of this one. */
function openingDay(): string {
  const now = new Date()
  return localIsoDay(new Date(now.getFullYear() - 30, 0, 1))
}

/** Page 1: names, sex, date of birth, marital status (not for enrollee_type "3") and occupation. */
export function PersonalStep({ form, enrolleeType }: { form: ProfileFormApi; enrolleeType: string }) {
  const { t } = useLingui()
  return (
    <Stack gap="md">
      <form.AppField name="first_name" children={(f) => <f.TextField label={t`First name`} autoComplete="given-name" required />} />
      <form.AppField name="last_name" children={(f) => <f.TextField label={t`Last name`} autoComplete="family-name" required />} />
      <form.AppField
        name="sex"
        children={(f) => (
          <f.RadioGroupField label={t`Sex`} required>
            <Group mt="xs">
              <Radio value="m" label={t`Male`} />
              <Radio value="f" label={t`Female`} />
            </Group>
          </f.RadioGroupField>
        )}
      />
      {/* Spec §5: never after today. */}
      <form.AppField
        name="date_of_birth"
        children={(f) => <f.DateField label={t`Date of birth`} maxDate={localIsoDay()} openingDate={openingDay()} required />}
      />
      {showsMaritalStatus(enrolleeType) && (
        <form.AppField
          name="marital_status_id"
          children={(f) => (
            <f.SelectField label={t`Marital status`} placeholder={t`Choose one`} data={maritalOptions} clearable allowDeselect />
          )}
        />
      )}
      <form.AppField
        name="occupation_id"
        children={(f) => (
          <f.SelectField
            label={t`Occupation`}
            placeholder={t`Search occupations`}
            data={occupationOptions}
            searchable
            clearable
            nothingFoundMessage={t`No occupation matches`}
          />
        )}
      />
    </Stack>
  )
}
