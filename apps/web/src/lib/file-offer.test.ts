import assert from 'node:assert/strict';
import { DOWNLOAD_REVOKE_DELAY_MS } from '@labstore/domain';
import { test } from 'vitest';
import { openFile, saveFile, type FileOfferDeps } from './file-offer';

function fakeBrowser(popupsAllowed: boolean) {
  const log: string[] = [];
  const timers: { ms: number; run: () => void }[] = [];
  const deps: FileOfferDeps = {
    createUrl: () => 'blob:https://labstore.test/1',
    revokeUrl: (url) => log.push(`revoke ${url}`),
    openWindow: (url) => {
      log.push(`open ${url}`);
      return popupsAllowed ? { opener: {} as Window } : null;
    },
    clickDownload: (url, name) => log.push(`save ${url} as ${name}`),
    later: (run, ms) => timers.push({ run, ms }),
  };
  return { deps, log, timers };
}

const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });

test('opens the document in a new tab and revokes its URL 100 ms later', () => {
  const browser = fakeBrowser(true);
  assert.equal(openFile(pdf, 'requisition-1001.pdf', browser.deps), 'opened');
  assert.deepEqual(browser.log, ['open blob:https://labstore.test/1']);
  assert.deepEqual(browser.timers.map((timer) => timer.ms), [DOWNLOAD_REVOKE_DELAY_MS]);
  browser.timers[0]?.run();
  assert.deepEqual(browser.log.at(-1), 'revoke blob:https://labstore.test/1');
});

test('saves the document when popups are blocked', () => {
  const browser = fakeBrowser(false);
  assert.equal(openFile(pdf, 'results-1001.pdf', browser.deps), 'saved');
  assert.deepEqual(browser.log, ['open blob:https://labstore.test/1', 'save blob:https://labstore.test/1 as results-1001.pdf']);
  browser.timers[0]?.run();
  assert.equal(browser.log.at(-1), 'revoke blob:https://labstore.test/1');
});

test('a save revokes too', () => {
  const browser = fakeBrowser(true);
  saveFile(pdf, 'shared.pdf', browser.deps);
  browser.timers[0]?.run();
  assert.deepEqual(browser.log, ['save blob:https://labstore.test/1 as shared.pdf', 'revoke blob:https://labstore.test/1']);
});
