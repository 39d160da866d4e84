import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useSelector } from '@tanstack/react-form'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Provider } from '@/lib/contract/common'
import { findState, lgasOfState, maritalStatuses, occupations } from '@/lib/lookups'
import { formatLongDate } from '@/lib/format/date'
import type { ProfilePage } from '../profile-form-schema'
import { chosenStateId, needsFreeTextHospital, showsMaritalStatus } from '../profile-rules'
import type { ProfileFormApi } from '../use-profile-form'

type Props = {
  form: ProfileFormApi
  providers: readonly Provider[]
  enrolleeType: string
  onEdit: (page: ProfilePage) => void
}

type Row = { label: string; value: string }

/** Page 4's summary of every answer, each section with a way back to change it. */
export function ProfileReview({ form, providers, enrolleeType, onEdit }: Props) {
  const { t } = useLingui()
  const values = useSelector(form.store, (state) => state.values)
  const none = t`Not given`
  const nameOf = (list: readonly { id: number; name: string }[], id: string) => list.find((item) => String(item.id) === id)?.name ?? none
  const stateId = chosenStateId(values.home_address_state_id)
  const provider = providers.find((item) => String(item.id) === values.preferred_provider_id)
  const freeText = needsFreeTextHospital(providers, values.home_address_state_id)

  const sections: { page: ProfilePage; title: string; rows: Row[] }[] = [
    {
      page: 1,
      title: t`Personal details`,
      rows: [
        { label: t`Name`, value: `${values.first_name} ${values.last_name}` },
        { label: t`Sex`, value: values.sex === 'm' ? t`Male` : values.sex === 'f' ? t`Female` : none },
        { label: t`Date of birth`, value: values.date_of_birth ? formatLongDate(values.date_of_birth) : none },
        ...(showsMaritalStatus(enrolleeType)
          ? [{ label: t`Marital status`, value: nameOf(maritalStatuses, values.marital_status_id) }]
          : []),
        { label: t`Occupation`, value: nameOf(occupations, values.occupation_id) },
      ],
    },
    {
      page: 2,
      title: t`Contact details`,
      rows: [
        { label: t`Phone number`, value: values.primary_phone_number || none },
        { label: t`Email address`, value: values.email_address || none },
        { label: t`Home address`, value: values.home_address || none },
        { label: t`State`, value: stateId === null ? none : (findState(stateId)?.name ?? none) },
        { label: t`Local government area`, value: stateId === null ? none : nameOf(lgasOfState(stateId), values.home_address_lga_id) },
      ],
    },
    {
      page: 3,
      title: t`Hospital`,
      rows: [
        freeText
          ? { label: t`Hospital`, value: `${values.preferred_hospital_name}, ${values.preferred_hospital_address}` }
          : { label: t`Hospital`, value: provider ? `${provider.name}, ${provider.address}` : none },
        { label: t`Smartphone`, value: values.has_smartphone === '1' ? t`Yes` : values.has_smartphone === '0' ? t`No` : none },
      ],
    },
  ]

  return (
    <Stack gap="sm" component="section" aria-labelledby="profile-review-title">
      <Title order={3} fz="h4" id="profile-review-title">
        <Trans>Check the answers</Trans>
      </Title>
      {sections.map((section) => (
        <Paper key={section.page} withBorder p="sm">
          <Group justify="space-between" mb="xs">
            <Text fw={600}>{section.title}</Text>
            <Button variant="subtle" size="compact-sm" onClick={() => onEdit(section.page)} aria-label={t`Change ${section.title}`}>
              <Trans>Change</Trans>
            </Button>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4} m={0}>
            {section.rows.map((row) => (
              <div key={row.label}>
                <Text component="dt" size="xs" c="dimmed">
                  {row.label}
                </Text>
                <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
                  {row.value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  )
}
