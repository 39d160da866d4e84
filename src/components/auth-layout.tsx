import type { ReactNode } from 'react'
import { Center, Paper, Stack, Text, Title } from '@mantine/core'
import { Logo } from './logo'
import { OfflineBanner } from './network/offline-banner'
import { LanguageSelect } from './language-select'

/** The narrow centred card used by login, reset and other signed-out screens. */
export function AuthLayout({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Center component="main" mih="100dvh" p={{ base: 'sm', sm: 'xl' }} bg="gray.0">
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }} radius="lg" w="100%" maw={440}>
        {/* Outside the Stack: its empty live region must not add a gap while online. */}
        <OfflineBanner context="auth" />
        <Stack gap="lg">
          <Stack gap={4} align="center" ta="center">
            <Logo size={48} />
            <Title order={1} fz="h2">
              {title}
            </Title>
            {subtitle && <Text c="dimmed">{subtitle}</Text>}
          </Stack>
          {children}
          {/* Last: the screen's own fields and buttons come first in the tab order. */}
          <LanguageSelect alignSelf="center" />
        </Stack>
      </Paper>
    </Center>
  )
}
