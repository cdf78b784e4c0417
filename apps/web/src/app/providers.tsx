import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { cssVariablesResolver, theme } from './theme';

interface ProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
}

/**
 * Under Vitest, Mantine's test environment: no transitions, so a menu or modal is there at once
 * instead of after an animation that a loaded machine can stretch past a test's wait.
 */
const MANTINE_ENV = import.meta.env.MODE === 'test' ? 'test' : 'default';

/** The app-wide contexts; tests render screens inside the same ones. */
export function Providers({ queryClient, i18n, children }: ProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} env={MANTINE_ENV}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </MantineProvider>
    </I18nextProvider>
  );
}
