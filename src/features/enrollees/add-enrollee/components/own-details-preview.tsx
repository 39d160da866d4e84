import { Alert, Text } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import type { AddEnrolleeValues } from '../add-enrollee-form-schema'

/** "For me" submits from the first step, so the user sees whose details will be sent. */
export function OwnDetailsPreview({ values }: { values: AddEnrolleeValues }) {
  const { t } = useLingui()
  const name = `${values.first_name} ${values.last_name}`.trim()
  return (
    <Alert variant="light" color="blue" role="note" title={t`You will be added with your account's details`}>
      <Text size="sm">{name}</Text>
      <Text size="sm">{values.email_address}</Text>
      <Text size="sm">{values.phone_number || t`No phone number on your account: you will be asked for one.`}</Text>
      <Text size="sm" mt="xs">
        <Trans>You will complete your own profile.</Trans>
      </Text>
    </Alert>
  )
}
