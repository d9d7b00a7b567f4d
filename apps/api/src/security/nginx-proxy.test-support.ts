import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from '@labstore/infra/server-process';

// Test support: the shipped infra/nginx.conf, run by Debian's nginx on
// loopback in front of an API the test started, so a test sees what the
// deployed proxy hands the app.

const SHIPPED_CONFIG = new URL('../../../../infra/nginx.conf', import.meta.url);
const READY_TIMEOUT_MS = 15_000;

export interface RunningProxy {
  url: string;
  stop(): Promise<void>;
}

/** The nginx binary on PATH, or undefined when it is not installed. */
export function findNginx(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx'], { encoding: 'utf8' });
  const path = found.stdout.trim().split('\n')[0];
  return found.status === 0 && path ? path : undefined;
}

/**
 * infra/nginx.conf with only its upstream and its port changed: the rest,
 * the headers it sets above all, is what production runs.
 */
export function shippedServerBlock(upstream: string, listen: string): string {
  const shipped = readFileSync(SHIPPED_CONFIG, 'utf8');
  const local = shipped.replace(/^(\s*)server app:3000;$/m, `$1server ${upstream};`).replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
  if (!local.includes(`server ${upstream};`) || !local.includes(`listen ${listen};`)) {
    throw new Error('infra/nginx.conf no longer has "server app:3000;" and "listen 80;": update the test support');
  }
  return local;
}

/** Starts nginx in the foreground with the shipped server block; its files live in a folder of their own. */
export async function startNginx(nginx: string, upstream: string): Promise<RunningProxy> {
  const prefix = mkdtempSync(join(tmpdir(), 'labstore-nginx-'));
  // Workers run as nobody when the test runs as root: they must reach their temp folders.
  chmodSync(prefix, 0o755);
  const port = await freePort();
  writeFileSync(join(prefix, 'default.conf'), shippedServerBlock(upstream, `127.0.0.1:${port}`));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(prefix, name)};`).join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${join(prefix, 'nginx.pid')};\nerror_log stderr warn;\nevents {}\nhttp {\n  access_log off;\n${temp}\n  include ${join(prefix, 'default.conf')};\n}\n`,
  );
  const child: ChildProcess = spawn(nginx, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString('utf8');
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(prefix, { recursive: true, force: true });
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    if (await fetch(`${url}/health`).then((response) => response.ok).catch(() => false)) return { url, stop };
    await sleep(100);
  }
  await stop();
  throw new Error(`nginx did not start in front of ${upstream}:\n${errors}`);
}
