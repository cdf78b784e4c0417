import type { Locale } from '@footfall/core';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { createQueryClient } from '../app/query-client';
import { appRoutes } from '../app/routes/app-routes';
import { createI18n } from '../i18n/i18n';

/** Renders the real route table in memory at `path`, inside the app's providers. */
export function renderApp(path: string, locale: Locale = 'en-US') {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(appRoutes(queryClient), { initialEntries: [path] });
  const view = render(
    <Providers queryClient={queryClient} i18n={createI18n(locale)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, queryClient };
}
