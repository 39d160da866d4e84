import { Center, Stack, Text, Title } from '@mantine/core'
import { Trans } from '@lingui/react/macro'
import { Logo } from './logo'
import { ButtonLink } from './links'

/** Spec §2: a large 404, the logo and a link home. */
export function NotFoundPage() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Logo size={64} />
        <Title order={1} fz={{ base: 72, sm: 120 }} lh={1} c="dimmed">
          404
        </Title>
        <Text size="lg">
          <Trans>We could not find the page you were looking for.</Trans>
        </Text>
        <ButtonLink to="/">
          <Trans>Go to the home page</Trans>
        </ButtonLink>
      </Stack>
    </Center>
  )
}
