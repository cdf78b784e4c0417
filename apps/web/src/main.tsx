import '@mantine/core/styles.css';
import { shouldLoadHelpChat } from '@footfall/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes/app-routes';
import { createI18n } from './i18n/i18n';
import { preferredLocale } from './i18n/locale-preference';
import { resumeSession } from './lib/session/session-lifetime';

// A reload keeps the session's original logout time (SPEC.md section 4).
resumeSession();

const i18n = createI18n(preferredLocale());
const queryClient = createQueryClient();
const router = createBrowserRouter(appRoutes(queryClient));

// SPEC.md section 9: the help chat loads only above 660 px and only with a chat provider. None
// is configured for Footfall, so this check is always false and no widget is fetched.
shouldLoadHelpChat(window.innerWidth, false);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
