import '@mantine/core/styles.css';
import '@mantine/dates/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes/app-routes';
import { loadCatalogue } from './i18n/catalogues';
import { createI18n } from './i18n/i18n';
import { preferredLocale } from './i18n/locale-preference';
import { resumeSession } from './lib/session/session-lifetime';

// A reload keeps the session's original logout time (docs/product.md section 4).
resumeSession();

// The saved language's catalogue first (en-US is built in), so the first paint is in it.
const locale = preferredLocale();
await loadCatalogue(locale).catch(() => undefined);
const i18n = createI18n(locale);
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes(queryClient));

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
