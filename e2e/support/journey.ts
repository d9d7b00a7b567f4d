import { test, type Browser } from '@playwright/test';
import type { RunningServer } from '@labstore/infra/server-process';
import { startAppServer } from './app-server';
import { closeContexts } from './browser';
import { GENEROUS_RATE_LIMITS } from './customer-fixtures';
import { startMailCatcher, type MailCatcher } from './mail-catcher';

function started<T>(service: T | undefined, name: string): T {
  if (!service) throw new Error(`${name} is not started: use the services inside a test`);
  return service;
}

export interface JourneyServices {
  readonly server: RunningServer;
  readonly mail: MailCatcher;
  readonly browser: Browser;
}

/**
 * For a describe block of account journeys: a mail catcher and the app sending
 * its e-mail there (with `settings` added, e.g. shortened idle timers), started
 * once for the file's tests in this project and stopped after them, so each
 * file keeps a fresh database of its own. The browser is the worker's, launched
 * by playwright.config.ts.
 */
export function useJourneyServices(settings: Record<string, string> = {}): JourneyServices {
  let server: RunningServer | undefined;
  let mail: MailCatcher | undefined;
  let browser: Browser | undefined;
  test.beforeAll(async ({ browser: workerBrowser }) => {
    browser = workerBrowser;
    mail = await startMailCatcher();
    server = await startAppServer({ SMTP_URL: mail.smtpUrl, ...GENEROUS_RATE_LIMITS, ...settings });
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
    await mail?.stop();
  });
  return {
    get server() {
      return started(server, 'the app server');
    },
    get mail() {
      return started(mail, 'the mail catcher');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}

/** For a describe block of storefront journeys: the app on a fresh database, and the worker's browser. */
export function useStorefrontServices(): Pick<JourneyServices, 'server' | 'browser'> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  test.beforeAll(async ({ browser: workerBrowser }) => {
    browser = workerBrowser;
    server = await startAppServer();
  });
  test.afterAll(async () => {
    await closeContexts(browser);
    await server?.stop();
  });
  return {
    get server() {
      return started(server, 'the app server');
    },
    get browser() {
      return started(browser, 'the browser');
    },
  };
}
