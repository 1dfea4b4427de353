import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { startFirstRequests } from './app/first-requests.ts';
import { buildRoutes } from './app/router.tsx';
import { i18nReady } from './i18n/i18n.ts';
import { registerServiceWorker } from './lib/push.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) {
  throw new Error('index.html has no #root element');
}

// The screen's first GETs go out while the rest of the console's code starts.
startFirstRequests(window.location);

const router = createBrowserRouter(buildRoutes());

// The service worker shows Web Push messages (SHELL-11); the page never waits for it.
void registerServiceWorker();

// Render in the remembered language from the first paint, not Vietnamese then English.
await i18nReady;

createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
