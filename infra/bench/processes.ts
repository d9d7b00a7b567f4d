import { spawn, type ChildProcess } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/** Starts `tsx script` with `environment` and waits until `readyPath` answers 200. */
export async function startServer(script: string, port: number, environment: Record<string, string>, readyPath: string): Promise<RunningServer> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, ...environment, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${readyPath}`).then((response) => response.ok).catch(() => false);
    if (ready) return { url, stop: () => stopChild(child) };
    await sleep(250);
  }
  await stopChild(child);
  throw new Error(`${script} was not ready within 120 s`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(15_000).then(() => child.kill('SIGKILL'))]);
}
