import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/skip-link';
import { HelpChatWidget } from '../help-chat/help-chat-widget';
import { SelectedLocationProvider } from './selected-location';
import { ShellHeader } from './shell-header';
import { ShellNavbar } from './shell-navbar';

const MAIN_ID = 'main-content';

/** /main: header, navigation and the current screen. */
export function AppShellLayout() {
  const [opened, { toggle, close }] = useDisclosure(false);
  const { pathname } = useLocation();
  // On a phone the navigation covers the page; close it once the user has gone somewhere.
  useEffect(close, [pathname, close]);

  return (
    <SelectedLocationProvider>
      <SkipLink target={MAIN_ID} />
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 240, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <AppShell.Header>
          <ShellHeader navigationOpened={opened} onToggleNavigation={toggle} />
        </AppShell.Header>
        <AppShell.Navbar p="sm">
          <ShellNavbar />
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_ID} tabIndex={-1}>
          <Outlet />
        </AppShell.Main>
      </AppShell>
      <HelpChatWidget />
    </SelectedLocationProvider>
  );
}
