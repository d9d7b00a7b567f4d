import { setTimeout as sleep } from 'node:timers/promises';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  to: string;
  raw: string;
}

export interface MailCatcher {
  /** SMTP_URL for the app server under test. */
  smtpUrl: string;
  /** Waits for the newest message to `to` whose raw text matches `pattern`, and returns the first capture group. */
  waitFor(to: string, pattern: RegExp, timeoutMs?: number): Promise<string>;
  stop(): Promise<void>;
}

// Quoted-printable soft line breaks and escapes, so links read whole.
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * A real SMTP server on a free local port: the app sends its e-mail here as it
 * would to any SMTP host (SMTP_URL), and journeys read confirmation links and
 * codes from what arrives.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        for (const recipient of session.envelope.rcptTo) mails.push({ to: recipient.address.toLowerCase(), raw: decodeQuotedPrintable(raw) });
        callback();
      });
    },
  });
  const port = await new Promise<number>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const address = server.server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    async waitFor(to, pattern, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const match = mails
          .filter((mail) => mail.to === to.toLowerCase())
          .reverse()
          .map((mail) => pattern.exec(mail.raw))
          .find((found) => found !== null);
        if (match) return match[1] ?? match[0];
        await sleep(100);
      }
      throw new Error(`no e-mail to ${to} matching ${pattern} within ${timeoutMs} ms`);
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
