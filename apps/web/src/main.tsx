// Tokens and base rules first, so component styles come after them.
import './styles/global.css';
// Before any schema parses (lib/zod-jitless.ts).
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { resources } from './app/i18n-resources';
import { queryClient, router } from './app/router';
import { startCartAfterFirstScreen } from './entities/cart/start';
import { afterFirstScreen, watchFirstScreen } from './lib/first-screen';
import { initI18n } from './lib/i18n';
import { startOfflineReading } from './lib/offline/start';

initI18n(resources);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// Issue 10: what the first screen does not need starts once it has settled.
watchFirstScreen(router, queryClient);
startCartAfterFirstScreen();
startOfflineReading(queryClient);
// workbox-window waits for the page's load event anyway, so its chunk need not be in the first load.
void afterFirstScreen()
  .then(() => import('./app/register-service-worker'))
  .then((module) => module.registerServiceWorker());
