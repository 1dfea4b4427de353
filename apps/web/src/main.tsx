import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { buildRoutes } from './app/router.tsx';
import { i18nReady } from './i18n/i18n.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

const router = createBrowserRouter(buildRoutes());

// Render in the remembered language from the first paint, not Vietnamese then English.
await i18nReady;

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
