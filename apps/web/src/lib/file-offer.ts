import { DOWNLOAD_REVOKE_DELAY_MS } from '@labstore/domain';

// spec/02 9: a downloaded document is shown through an object URL that is
// revoked 100 ms later, so the bytes do not outlive their use in this page.
// The document was fetched with the bearer in a header (http-client file()):
// the URL handed to the browser is a blob: of this page, never the API's
// address with a token in it.

export interface FileOfferDeps {
  createUrl: (blob: Blob) => string;
  revokeUrl: (url: string) => void;
  /** window.open; null when a popup blocker refused it. */
  openWindow: (url: string) => Pick<Window, 'opener'> | null;
  /** Clicks a link that saves the URL under the name. */
  clickDownload: (url: string, fileName: string) => void;
  later: (run: () => void, ms: number) => void;
}

const browser: FileOfferDeps = {
  createUrl: (blob) => URL.createObjectURL(blob),
  revokeUrl: (url) => URL.revokeObjectURL(url),
  openWindow: (url) => window.open(url, '_blank'),
  clickDownload: (url, fileName) => {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    link.rel = 'noopener';
    document.body.appendChild(link);
    link.click();
    link.remove();
  },
  later: (run, ms) => void setTimeout(run, ms),
};

/** Saves the file under its name. */
export function saveFile(blob: Blob, fileName: string, deps: FileOfferDeps = browser): void {
  const url = deps.createUrl(blob);
  deps.clickDownload(url, fileName);
  deps.later(() => deps.revokeUrl(url), DOWNLOAD_REVOKE_DELAY_MS);
}

/**
 * Opens the file in a new tab, or saves it when popups are blocked (the
 * click that asked for it may have expired while the file came). Answers
 * how it was offered.
 */
export function openFile(blob: Blob, fileName: string, deps: FileOfferDeps = browser): 'opened' | 'saved' {
  const url = deps.createUrl(blob);
  const opened = deps.openWindow(url);
  if (opened) opened.opener = null;
  else deps.clickDownload(url, fileName);
  deps.later(() => deps.revokeUrl(url), DOWNLOAD_REVOKE_DELAY_MS);
  return opened ? 'opened' : 'saved';
}
