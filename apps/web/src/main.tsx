// Tokens and base rules first, so component styles come after them.
import './styles/global.css';
// Before any schema parses (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { resources } from './app/i18n-resources';
import { queryClient } from './app/router';
import { startCartAfterFirstRender } from './lib/cart/start';
import { initI18n } from './lib/i18n';
import { startOfflineReadingAfterFirstRender } from './lib/offline/start';

initI18n(resources);
// Issue 10: workbox-window waits for the page's load event anyway, so its
// chunk need not be in the first load.
void import('./app/register-service-worker').then((module) => module.registerServiceWorker());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startCartAfterFirstRender();
startOfflineReadingAfterFirstRender(queryClient);
