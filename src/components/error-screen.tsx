import { Button, Center, Group, Stack, Text, Title } from '@mantine/core'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { errorMessage } from '@/lib/http/error-messages'
import { Logo } from './logo'
import { ButtonLink } from './links'

/**
 * What a crash or a failed page load shows: what went wrong in plain words,
 * a retry and a way home — never a white page.
 */
export function ErrorScreen({ error, reset }: ErrorComponentProps) {
  const { i18n } = useLingui()
  const router = useRouter()
  const queryReset = useQueryErrorResetBoundary()

  const retry = () => {
    queryReset.reset()
    reset()
    void router.invalidate()
  }

  return (
    <Center mih="60vh" p="md">
      <Stack align="center" gap="md" ta="center" maw={480} role="alert">
        <Logo size={48} />
        <Title order={1} fz="h2">
          <Trans>Something went wrong</Trans>
        </Title>
        <Text>{errorMessage(i18n, error)}</Text>
        <Group>
          <Button onClick={retry}>
            <Trans>Try again</Trans>
          </Button>
          <ButtonLink to="/" variant="default">
            <Trans>Go to the home page</Trans>
          </ButtonLink>
        </Group>
      </Stack>
    </Center>
  )
}
