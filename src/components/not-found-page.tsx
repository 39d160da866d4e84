import { Button, Center, Stack, Text, Title } from '@mantine/core'
import { Link } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Logo } from './logo'

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
        <Button component={Link} to="/">
          <Trans>Go to the home page</Trans>
        </Button>
      </Stack>
    </Center>
  )
}
