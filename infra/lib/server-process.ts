import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  url: string;
  /** Everything the process has written to stdout so far (the first start prints the admin password there). */
  output(): string;
  /** SIGTERM, then SIGKILL after 15 s; resolves to the exit code (null when killed by a signal). */
  stop(): Promise<number | null>;
}

const READY_TIMEOUT_MS = 120_000;

/** Starts `node --import tsx script` on `port` and waits until `readyPath` answers 200. */
export async function startServer(script: string, port: number, environment: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...environment, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let stdout = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    stdout += chunk.toString('utf8');
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${stdout}`);
    const ready = await fetch(`${url}${readyPath}`).then((response) => response.ok).catch(() => false);
    if (ready) return { url, output: () => stdout, stop: () => stopChild(child) };
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(`${script} was not ready within ${READY_TIMEOUT_MS / 1000} s`);
}

async function stopChild(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill('SIGTERM');
  const killTimer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  const code = await exited;
  clearTimeout(killTimer);
  return code;
}

/** A TCP port nothing listens on right now, chosen by the operating system. */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no free port'))));
    });
  });
}
