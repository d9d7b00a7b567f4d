// Tokens and base rules first, so component styles come after them.
import './styles/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { resources } from './app/i18n-resources';
import { registerServiceWorker } from './app/register-service-worker';
import { startCartAfterFirstRender } from './lib/cart/start';
import { initI18n } from './lib/i18n';

initI18n(resources);
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
startCartAfterFirstRender();
