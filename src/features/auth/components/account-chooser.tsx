import { useEffect, useId } from 'react'
import { Card, Center, Container, Group, Loader, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core'
import { Trans, useLingui } from '@lingui/react/macro'
import { PageTitle } from '@/components/page-title'
import { AnchorLink } from '@/components/links'
import { Logo } from '@/components/logo'
import { useLogoutWarning } from '@/components/outbox/logout-warning'
import { config } from '@/config/env'
import type { SessionRole } from '@/lib/session/user'
import { accessibleRoles, roleTarget, singleRoleTarget } from '../roles'
import { useGoToTarget } from '../use-go-to-target'
import classes from './account-chooser.module.css'

/** Spec §2 /welcome: one accessible role goes straight on; several get a card each. */
export function AccountChooser({ roles }: { roles: readonly SessionRole[] }) {
  const { t } = useLingui()
  const goTo = useGoToTarget()
  const hintId = useId()
  const logout = useLogoutWarning()
  const origin = window.location.origin
  const accessible = accessibleRoles(roles)
  const single = accessible.length === 1 && accessible[0] ? singleRoleTarget(accessible[0], origin) : null

  useEffect(() => {
    if (single) goTo(single, { replace: true })
  }, [single, goTo])

  if (single) {
    return (
      <Center mih="60vh" role="status" aria-label={t`Opening your dashboard`}>
        <Loader />
      </Center>
    )
  }

  const choices = accessible.flatMap((role) => {
    const target = roleTarget(role, config.roleHosts, origin)
    return target ? [{ role, target }] : []
  })

  return (
    <Container component="main" size="sm" py="xl">
      <Group justify="space-between" mb="md">
        <Logo size={40} />
        <AnchorLink to="/logout" onClick={logout.onClick}>
          <Trans>Log out</Trans>
        </AnchorLink>
      </Group>
      {logout.warning}
      <PageTitle>{t`Choose an account`}</PageTitle>
      {choices.length === 0 ? (
        <Stack>
          <Text>
            <Trans>Your account does not have access to any dashboard yet. Contact {config.support.email} for help.</Trans>
          </Text>
        </Stack>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} component="ul" style={{ listStyle: 'none', padding: 0 }}>
          {choices.map(({ role, target }, index) => (
            <li key={role.name}>
              <Card withBorder shadow="xs" padding="lg" radius="md">
                <UnstyledButton onClick={() => goTo(target)} className={classes.choice} fw={600} aria-describedby={`${hintId}-${index}`}>
                  {role.display_name}
                </UnstyledButton>
                <Text size="sm" c="dimmed" id={`${hintId}-${index}`}>
                  {t`Continue as ${role.display_name}`}
                </Text>
              </Card>
            </li>
          ))}
        </SimpleGrid>
      )}
    </Container>
  )
}
