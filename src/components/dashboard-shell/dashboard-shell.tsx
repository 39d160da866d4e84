import type { ReactNode } from 'react'
import { AppShell, Box, Burger, Group, NavLink, Text, VisuallyHidden } from '@mantine/core'
import { useDisclosure, useMediaQuery } from '@mantine/hooks'
import { Trans, useLingui } from '@lingui/react/macro'
import { config } from '@/config/env'
import { useSessionUser } from '@/lib/session/use-session-user'
import { Logo } from '../logo'
import { OfflineBanner } from '../network/offline-banner'
import { SyncIndicator } from '../outbox/sync-indicator'
import { useLogoutWarning } from '../outbox/logout-warning'
import { InstallButton } from '../pwa/install-button'
import { LanguageSelect } from '../language-select'
import { NavLinkLink } from './nav-link-link'
import { greetingName } from './greeting'
import { navItems } from './nav-items'

/** Spec §2 dashboard frame: sidebar (a drawer on phones) and a greeting header. */
export function DashboardShell({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui()
  const user = useSessionUser()
  const [mobileOpen, mobile] = useDisclosure(false)
  const [desktopOpen, desktop] = useDisclosure(true)
  const name = greetingName(user?.firstName, t`User`)
  // Read at the first render (this app has no server render to match): answered in an effect, it re-rendered the whole frame.
  const isDesktop = useMediaQuery('(min-width: 48em)', false, { getInitialValueInEffect: false })
  // A collapsed sidebar slides off screen; it must also leave the tab order and the accessibility tree.
  const navHidden = isDesktop ? !desktopOpen : !mobileOpen
  const logout = useLogoutWarning()

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'sm', collapsed: { mobile: !mobileOpen, desktop: !desktopOpen } }}
      padding={{ base: 'sm', sm: 'lg' }}
    >
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={mobileOpen}
              onClick={mobile.toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label={t`Toggle navigation`}
              aria-expanded={mobileOpen}
              aria-controls="main-navigation"
            />
            <Burger
              opened={desktopOpen}
              onClick={desktop.toggle}
              visibleFrom="sm"
              size="sm"
              aria-label={t`Toggle navigation`}
              aria-expanded={desktopOpen}
              aria-controls="main-navigation"
            />
            <Logo size={32} />
          </Group>
          <Group gap="xs" wrap="nowrap" miw={0}>
            <SyncIndicator />
            <LanguageSelect />
            <Text fw={600} truncate>
              {t`Hello, ${name}`}
            </Text>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        id="main-navigation"
        p="sm"
        aria-label={t`Main navigation`}
        inert={navHidden}
        style={navHidden ? { visibility: 'hidden' } : undefined}
      >
        {/* Native scrolling: Mantine's ScrollArea, with its own scrollbars, cost the list's first screen ~5 KB. */}
        <Box flex={1} mih={0} style={{ overflowY: 'auto' }}>
          {navItems(config, user?.roles).map((item) =>
            item.kind === 'route' ? (
              <NavLinkLink
                key={item.to}
                to={item.to}
                label={i18n._(item.label)}
                onClick={(event) => {
                  // With unsent changes "Log out" warns over the page, the drawer left open to take focus back on Cancel.
                  if (item.to === '/logout') logout.onClick(event)
                  if (!event.defaultPrevented) mobile.close()
                }}
                activeProps={{ 'data-active': true }}
              />
            ) : (
              <NavLink
                key={item.href}
                component="a"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                label={
                  <>
                    {i18n._(item.label)}
                    <VisuallyHidden>
                      <Trans>(opens in a new tab)</Trans>
                    </VisuallyHidden>
                  </>
                }
              />
            ),
          )}
        </Box>
        <InstallButton />
      </AppShell.Navbar>
      {logout.warning}
      <AppShell.Main>
        <OfflineBanner />
        {children}
      </AppShell.Main>
    </AppShell>
  )
}
