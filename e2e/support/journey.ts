import { after, before } from 'node:test';
import type { RunningServer } from '@labstore/infra/server-process';
import type { Browser } from 'playwright-core';
import { startAppServer } from './app-server';
import { launchBrowser } from './browser';
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
 * For a describe block of account journeys: a mail catcher, the app sending
 * its e-mail there (with `settings` added, e.g. shortened idle timers), and a
 * browser, started before the tests and stopped after them.
 */
export function useJourneyServices(settings: Record<string, string> = {}): JourneyServices {
  let server: RunningServer | undefined;
  let mail: MailCatcher | undefined;
  let browser: Browser | undefined;
  before(async () => {
    mail = await startMailCatcher();
    server = await startAppServer({ SMTP_URL: mail.smtpUrl, ...GENEROUS_RATE_LIMITS, ...settings });
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
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

/** For a describe block of storefront journeys: the app and a browser, started before the tests and stopped after them. */
export function useStorefrontServices(): Pick<JourneyServices, 'server' | 'browser'> {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startAppServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
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
