import type { ReactNode } from 'react'
import { Avatar, Badge, Box, Group, Paper, Stack, Text, Title } from '@mantine/core'
import { useLingui } from '@lingui/react/macro'
import type { EnrolleeDetail } from '@/lib/contract/enrollees'
import { formatLongDate } from '@/lib/format/date'
import { enrolleeState, enrolleeStateLabel, fullName, identityLine, initials } from '../labels'

/** Spec §2 profile card: picture, name, plan, HMO id or e-mail, phone, cover dates, status. */
type Props = {
  enrollee: EnrolleeDetail
  /** The names, e-mail or phone shown are an edit not yet sent (decisions: 'Queued writes'). */
  pendingSync?: boolean
  children?: ReactNode
}

export function ProfileCard({ enrollee, pendingSync = false, children }: Props) {
  const { i18n, t } = useLingui()
  const name = fullName(enrollee)
  const picture = enrollee.profile?.picture ?? null
  const identity = identityLine(enrollee)
  const notAvailable = t`N/A`
  const date = (value: string | null) => (value ? formatLongDate(value) : notAvailable)
  const rows: { label: string; value: string }[] = [
    { label: t`Full name`, value: name },
    { label: t`Plan`, value: enrollee.product.name },
    identity.kind === 'hmo-id'
      ? { label: t`HMO ID`, value: identity.value }
      : { label: t`Email address`, value: identity.value ?? notAvailable },
    { label: t`Phone number`, value: enrollee.phone_number?.trim() || notAvailable },
    { label: t`Cover start date`, value: date(enrollee.cover_start_date) },
    { label: t`Cover end date`, value: date(enrollee.cover_end_date) },
    { label: t`Status`, value: i18n._(enrolleeStateLabel(enrolleeState(enrollee, new Date()))) },
  ]

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t`Profile`}>
      <Stack gap="md">
        <Group gap="md" wrap="nowrap">
          <Avatar
            src={picture}
            alt={t`Photo of ${name}`}
            size="xl"
            color="initials"
            name={name}
            // Without a picture the avatar is a box of initials; it still needs a name for screen readers.
            {...(picture ? {} : { role: 'img', 'aria-label': t`Photo of ${name}` })}
          >
            {initials(enrollee.first_name, enrollee.last_name)}
          </Avatar>
          <Box miw={0}>
            <Title order={2} fz="h3">
              {name}
            </Title>
            <Text c="dimmed">{enrollee.product.name}</Text>
            {pendingSync && (
              <Badge color="yellow" variant="light" mt={4} title={t`Saved on this device, not yet sent to the server`}>
                {t`Pending sync`}
              </Badge>
            )}
          </Box>
        </Group>
        <Box component="dl" m={0} style={{ display: 'grid', gap: 'var(--mantine-spacing-xs)' }}>
          {rows.map((row) => (
            <Group key={row.label} gap="xs" justify="space-between" wrap="wrap">
              <Text component="dt" fw={600} size="sm">
                {row.label}
              </Text>
              <Text component="dd" m={0} size="sm" ta="right" style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Text>
            </Group>
          ))}
        </Box>
        {children}
      </Stack>
    </Paper>
  )
}
