import { SMTPServer } from 'smtp-server';

// Test support: a real SMTP server on a free local port, as the app would
// talk to any SMTP host (SMTP_URL).

export interface Received {
  from: string;
  to: string[];
  raw: string;
}

export interface SmtpServer {
  url: string;
  received: Received[];
  /** The next deliveries refused with 451 (a temporary failure), each using one up. */
  refuseNext(count: number): void;
  stop(): Promise<void>;
}

// Quoted-printable soft line breaks and escapes (UTF-8 bytes), so the bodies read whole.
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  return joined.replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replaceAll('=', ''), 'hex').toString('utf8'));
}

export async function startSmtpServer(): Promise<SmtpServer> {
  const received: Received[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusals > 0) {
          refusals -= 1;
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          return;
        }
        const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
        received.push({ from, to: session.envelope.rcptTo.map((recipient) => recipient.address), raw: Buffer.concat(chunks).toString('utf8') });
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
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => {
      refusals = count;
    },
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

