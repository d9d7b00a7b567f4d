import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, chownSync, closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../lib/server-process';

// Issue 21, several instances on real engines: PostgreSQL, Redis, the API
// instances and Debian's nginx in front of them, on loopback, on free ports,
// in a temporary folder of their own, so a script can kill, restart and
// measure any piece without touching the machine's shared PostgreSQL.

const REPOSITORY_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const SHIPPED_NGINX_CONFIG = join(REPOSITORY_ROOT, 'infra/nginx.conf');
const WEB_DIST_DIR = join(REPOSITORY_ROOT, 'apps/web/dist');
const POSTGRES_BIN = '/usr/lib/postgresql/15/bin';
const REDIS_SERVER = 'redis-server';
const NGINX = '/usr/sbin/nginx';
const ADMIN_PASSWORD_FILE = 'admin-password.txt';
const DATABASE_NAME = 'labstore';
const READY_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

/**
 * How one API instance is started, run from the repository's root: as the
 * image runs it (infra/Dockerfile), the compiled build on plain node, which
 * `startCluster` makes first.
 */
export const API_INSTANCE_COMMAND: readonly string[] = [process.execPath, '--enable-source-maps', 'apps/api/dist/server.js'];

/** What this machine lacks of the engines a cluster runs (Debian's PostgreSQL 15, Redis, nginx); empty when it has them all. */
export function missingPrerequisites(): string[] {
  const missing: string[] = [];
  if (!existsSync(join(POSTGRES_BIN, 'initdb'))) missing.push(`PostgreSQL 15's server (${POSTGRES_BIN})`);
  if (spawnSync(REDIS_SERVER, ['--version']).status !== 0) missing.push(REDIS_SERVER);
  if (!existsSync(NGINX)) missing.push(`nginx (${NGINX})`);
  return missing;
}

export interface Instance {
  /** 1-based, as the scripts print it. */
  index: number;
  /** Its own address, past the load balancer. */
  url: string;
  /** The running process's id; undefined while it is down. */
  pid: number | undefined;
  /** Everything it has written to stdout and stderr, over all its starts (pino JSON lines). */
  logs(): string;
  /** Sends the signal (SIGKILL unless said) and resolves once the process is gone. */
  kill(signal?: NodeJS.Signals): Promise<void>;
  /** Starts it again on the same port and resolves once /ready answers 200. */
  start(): Promise<void>;
  /** SIGTERM (a graceful shutdown), SIGKILL after 15 s; resolves once it is gone. */
  stop(): Promise<void>;
}

export interface ClusterPostgres {
  port: number;
  /** Runs one statement on the cluster's database and returns its rows. */
  query<Row extends Record<string, unknown>>(sql: string, parameters?: readonly unknown[]): Promise<Row[]>;
  /** pg_ctl restart -m fast: every connection is cut. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface ClusterRedis {
  port: number;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export interface AdminCredentials {
  email: string;
  password: string;
  /** Where the first start wrote the password (the operator's way to find it). */
  file: string;
}

export interface Cluster {
  /** The load balancer (nginx): round robin across the instances. */
  url: string;
  instances: Instance[];
  databaseUrl: string;
  redisUrl: string;
  postgres: ClusterPostgres;
  redis: ClusterRedis;
  admin: AdminCredentials;
  /** The environment every instance was started with (METRICS_TOKEN, JWT_SECRET...). */
  environment: Readonly<Record<string, string>>;
  /** The temporary folder holding every piece's data and logs. */
  directory: string;
  /** Everything down and the temporary folder removed. */
  stop(): Promise<void>;
}

export interface ClusterOptions {
  instances?: number;
  /** Added to (or replacing) the instances' environment, e.g. LOG_LEVEL or a rate limit. */
  environment?: Record<string, string>;
  /** Progress lines (what starts where); silent unless given. */
  log?: (line: string) => void;
  /** All instances start at once on the new database; otherwise instance 1 first (it migrates and seeds), then the others. */
  startTogether?: boolean;
}

/** PostgreSQL refuses to run as root: as root, its tools run as the postgres user. */
function asPostgresUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0 ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
}

function runChecked(command: string, args: string[]): void {
  const [program, programArgs] = asPostgresUser(command, args);
  const result = spawnSync(program, programArgs, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`);
}

async function runAsync(command: string, args: string[]): Promise<void> {
  const [program, programArgs] = asPostgresUser(command, args);
  const child = spawn(program, programArgs, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${output}`);
}

/** Resolves once the process has exited; sends SIGKILL if `signal` has not ended it within the timeout. */
async function endProcess(child: ChildProcess, signal: NodeJS.Signals, timeoutMs = STOP_TIMEOUT_MS): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const killTimer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(killTimer);
}

async function waitUntil(what: string, ready: () => Promise<boolean>, failed: () => string | undefined, timeoutMs = READY_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const failure = failed();
    if (failure !== undefined) throw new Error(`${what} stopped before it was ready:\n${failure}`);
    if (await ready()) return;
    await sleep(200);
  }
  throw new Error(`${what} was not ready within ${timeoutMs / 1000} s`);
}

const answers200 = (url: string) => () =>
  fetch(url, { signal: AbortSignal.timeout(2000) })
    .then((response) => response.ok)
    .catch(() => false);

/** Redis answers PING with +PONG. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connectTcp({ host: '127.0.0.1', port });
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (chunk: Buffer) => done(chunk.toString('utf8').startsWith('+PONG')));
  });
}

function tail(file: string, lines = 40): string {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n') : '';
}

async function startPostgres(directory: string, log: (line: string) => void): Promise<{ postgres: ClusterPostgres; databaseUrl: string; stopNow(): void }> {
  const dataDir = join(directory, 'postgres');
  const logFile = join(directory, 'postgres.log');
  mkdirSync(dataDir, { mode: 0o700 });
  writeFileSync(logFile, '');
  if (process.getuid?.() === 0) {
    const owner = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const group = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    if (owner.status !== 0) throw new Error('running as root needs a postgres user to run PostgreSQL as');
    chownSync(dataDir, Number(owner.stdout), Number(group.stdout));
    chownSync(logFile, Number(owner.stdout), Number(group.stdout));
  }
  const port = await freePort();
  runChecked(join(POSTGRES_BIN, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  // Loopback only; the socket in its own folder, so it never meets the machine's PostgreSQL.
  writeFileSync(
    join(dataDir, 'postgresql.auto.conf'),
    [`listen_addresses = '127.0.0.1'`, `port = ${port}`, `unix_socket_directories = '${dataDir}'`, 'max_connections = 200', ''].join('\n'),
  );
  const pgCtl = (action: string, ...extra: string[]) => runAsync(join(POSTGRES_BIN, 'pg_ctl'), [action, '-D', dataDir, '-l', logFile, '-w', '-t', '60', ...extra]);
  log(`PostgreSQL 15 on 127.0.0.1:${port} (${dataDir})`);
  await pgCtl('start');
  runChecked(join(POSTGRES_BIN, 'createdb'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', DATABASE_NAME]);
  const databaseUrl = `postgres://postgres@127.0.0.1:${port}/${DATABASE_NAME}`;
  return {
    databaseUrl,
    postgres: {
      port,
      async query<Row extends Record<string, unknown>>(sql: string, parameters: readonly unknown[] = []) {
        const client = new pg.Client({ connectionString: databaseUrl });
        await client.connect();
        try {
          return (await client.query<Row>(sql, [...parameters])).rows;
        } finally {
          await client.end();
        }
      },
      restart: () => pgCtl('restart', '-m', 'fast'),
      stop: () => pgCtl('stop', '-m', 'fast'),
      start: () => pgCtl('start'),
    },
    // For the exit handler, which cannot wait for a promise.
    stopNow: () => {
      const [program, args] = asPostgresUser(join(POSTGRES_BIN, 'pg_ctl'), ['stop', '-D', dataDir, '-m', 'immediate', '-w']);
      spawnSync(program, args, { stdio: 'ignore' });
    },
  };
}

async function startRedis(directory: string, log: (line: string) => void): Promise<{ redis: ClusterRedis; redisUrl: string; stopNow(): void }> {
  const port = await freePort();
  const logFile = join(directory, 'redis.log');
  let child: ChildProcess | undefined;
  const start = async () => {
    const output = openSync(logFile, 'a');
    child = spawn(REDIS_SERVER, ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no', '--dir', directory], {
      stdio: ['ignore', output, output],
    });
    closeSync(output);
    const running = child;
    await waitUntil('redis-server', () => redisAnswers(port), () => (running.exitCode !== null ? tail(logFile) : undefined));
  };
  log(`Redis on 127.0.0.1:${port}`);
  await start();
  return {
    redisUrl: `redis://127.0.0.1:${port}`,
    redis: {
      port,
      start,
      stop: async () => {
        if (child) await endProcess(child, 'SIGTERM');
      },
    },
    stopNow: () => child?.kill('SIGKILL'),
  };
}

function startInstance(index: number, port: number, directory: string, environment: Record<string, string>): Instance & { stopNow(): void } {
  const dataDir = join(directory, `instance-${index}`);
  mkdirSync(dataDir);
  const logFile = join(directory, `instance-${index}.log`);
  writeFileSync(logFile, '');
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  const instance: Instance & { stopNow(): void } = {
    index,
    url,
    get pid() {
      return running() ? child?.pid : undefined;
    },
    logs: () => readFileSync(logFile, 'utf8'),
    async start() {
      if (running()) throw new Error(`instance ${index} is already running`);
      // The log goes straight to a file: a benchmark's request lines would otherwise pile up in this process.
      const output = openSync(logFile, 'a');
      const [command = process.execPath, ...args] = API_INSTANCE_COMMAND;
      const started = spawn(command, args, {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, ...environment, PORT: String(port), DATA_DIR: dataDir },
        stdio: ['ignore', output, output],
      });
      closeSync(output);
      child = started;
      await waitUntil(`instance ${index}`, answers200(`${url}/ready`), () =>
        started.exitCode !== null || started.signalCode !== null ? tail(logFile) : undefined,
      );
    },
    async kill(signal: NodeJS.Signals = 'SIGKILL') {
      if (child) await endProcess(child, signal);
    },
    async stop() {
      if (child) await endProcess(child, 'SIGTERM');
    },
    stopNow: () => child?.kill('SIGKILL'),
  };
  return instance;
}

/** infra/nginx.conf with only its upstream servers and listen address changed: the headers it sets are what production runs. */
export function nginxServerBlock(upstreams: readonly string[], listen: string): string {
  const shipped = readFileSync(SHIPPED_NGINX_CONFIG, 'utf8');
  const servers = (indent: string) => upstreams.map((upstream) => `${indent}server ${upstream};`).join('\n');
  const local = shipped.replace(/^(\s*)server app:3000;$/m, (_line, indent: string) => servers(indent)).replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
  if (local === shipped || !local.includes(`listen ${listen};`)) {
    throw new Error('infra/nginx.conf no longer has "server app:3000;" and "listen 80;": update infra/cluster/cluster.ts');
  }
  return local;
}

async function startNginx(directory: string, upstreams: readonly string[], port: number, log: (line: string) => void): Promise<{ url: string; stop(): Promise<void>; stopNow(): void }> {
  const prefix = join(directory, 'nginx');
  mkdirSync(prefix, { mode: 0o755 });
  writeFileSync(join(prefix, 'labstore.conf'), nginxServerBlock(upstreams, `127.0.0.1:${port}`));
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${join(prefix, name)};`).join('\n');
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      'daemon off;',
      'worker_processes 1;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 4096; }',
      'http {',
      '  access_log off;',
      temp,
      `  include ${join(prefix, 'labstore.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  const child = spawn(NGINX, ['-p', `${prefix}/`, '-c', join(prefix, 'nginx.conf'), '-e', join(prefix, 'error.log')], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  log(`nginx on ${url}, round robin across ${upstreams.join(', ')}`);
  await waitUntil('nginx', answers200(`${url}/health`), () => (child.exitCode !== null ? tail(join(prefix, 'error.log')) : undefined), 15_000);
  return { url, stop: () => endProcess(child, 'SIGQUIT'), stopNow: () => child.kill('SIGKILL') };
}

/** The first start's notice: "e-mail:   ..." and "password: ..." lines. */
function readAdminNotice(file: string): { email: string; password: string } {
  const notice = readFileSync(file, 'utf8');
  const email = /e-mail:\s*(\S+)/.exec(notice)?.[1];
  const password = /password:\s*(\S+)/.exec(notice)?.[1];
  if (!email || !password) throw new Error(`${file} does not hold the administrator's e-mail and password`);
  return { email, password };
}

/**
 * Starts PostgreSQL, Redis, the API instances (the first alone, so it
 * migrates, seeds and creates the administrator, then the others; or all at
 * once with `startTogether`) and nginx. Everything is stopped and removed by `stop()`, and on Ctrl-C or
 * the script's exit.
 */
export async function startCluster({ instances: instanceCount = 3, environment = {}, log = () => {}, startTogether = false }: ClusterOptions = {}): Promise<Cluster> {
  if (!existsSync(join(WEB_DIST_DIR, 'index.html'))) {
    throw new Error(`the web app is not built (${WEB_DIST_DIR}): run \`npm run build -w @labstore/web\` first, so the instances serve its pages`);
  }
  // The API's own build takes seconds: made every time, so the instances never run yesterday's code.
  const apiBuild = spawnSync('npm', ['run', 'build', '-w', '@labstore/api'], { cwd: REPOSITORY_ROOT, encoding: 'utf8' });
  if (apiBuild.status !== 0) throw new Error(`npm run build -w @labstore/api failed:\n${apiBuild.stdout}${apiBuild.stderr}`);
  const directory = mkdtempSync(join(tmpdir(), 'labstore-cluster-'));
  // nginx's workers and PostgreSQL run as other users: they must reach their own folders inside.
  chmodSync(directory, 0o755);
  const stoppers: Array<{ stop(): Promise<void>; stopNow(): void }> = [];
  let removed = false;
  const removeDirectory = () => {
    removed = true;
    rmSync(directory, { recursive: true, force: true });
  };
  // For the exit handler, which cannot wait.
  const stopNow = () => {
    if (removed) return;
    for (const piece of [...stoppers].reverse()) piece.stopNow();
    removeDirectory();
  };
  const onSignal = (signal: NodeJS.Signals) => {
    void stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      process.off('SIGINT', onSignal).off('SIGTERM', onSignal).off('exit', stopNow);
      // A piece a script already stopped (PostgreSQL, Redis) may refuse to stop again: the rest still goes down.
      for (const piece of [...stoppers].reverse()) await piece.stop().catch(() => piece.stopNow());
      removeDirectory();
    })());
  process.once('SIGINT', onSignal).once('SIGTERM', onSignal).once('exit', stopNow);

  try {
    const { postgres, databaseUrl, stopNow: stopPostgresNow } = await startPostgres(directory, log);
    stoppers.push({ stop: () => postgres.stop(), stopNow: stopPostgresNow });
    const { redis, redisUrl, stopNow: stopRedisNow } = await startRedis(directory, log);
    stoppers.push({ stop: () => redis.stop(), stopNow: stopRedisNow });

    const ports = await Promise.all(Array.from({ length: instanceCount }, () => freePort()));
    const nginxPort = await freePort();
    const publicUrl = `http://127.0.0.1:${nginxPort}`;
    const instanceEnvironment: Record<string, string> = {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl,
      JWT_SECRET: randomBytes(32).toString('hex'),
      METRICS_TOKEN: randomBytes(32).toString('hex'),
      TRUST_PROXY_ADDRESSES: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      WEB_DIST_DIR,
      PAYMENTS_SANDBOX_IN_PRODUCTION: 'true',
      PARTNER_SANDBOX_IN_PRODUCTION: 'true',
      CRM_LOCAL_IN_PRODUCTION: 'true',
      ...environment,
    };
    const instances = ports.map((port, offset) => startInstance(offset + 1, port, directory, instanceEnvironment));
    for (const instance of instances) stoppers.push({ stop: () => instance.stop(), stopNow: () => instance.stopNow() });
    const [first, ...others] = instances;
    if (!first) throw new Error('a cluster needs at least one instance');
    if (startTogether) {
      // What a compose file's replicas do on a new database: all migrate, seed and look for the administrator at once.
      for (const instance of instances) log(`instance ${instance.index} on ${instance.url} (all start together)`);
      await Promise.all(instances.map((instance) => instance.start()));
    } else {
      log(`instance 1 on ${first.url} (migrates, seeds, creates the administrator)`);
      await first.start();
      for (const instance of others) log(`instance ${instance.index} on ${instance.url}`);
      await Promise.all(others.map((instance) => instance.start()));
    }

    // The instance that created the administrator wrote the password in its DATA_DIR; only one may have.
    const adminFiles = instances.map((instance) => join(directory, `instance-${instance.index}`, ADMIN_PASSWORD_FILE)).filter((file) => existsSync(file));
    const [adminFile] = adminFiles;
    if (!adminFile || adminFiles.length > 1) throw new Error(`${adminFiles.length} instances wrote ${ADMIN_PASSWORD_FILE}, not one:\n${tail(join(directory, 'instance-1.log'))}`);
    const admin = { ...readAdminNotice(adminFile), file: adminFile };

    // On the port PUBLIC_URL already names.
    const nginx = await startNginx(directory, instances.map((instance) => instance.url.replace('http://', '')), nginxPort, log);
    stoppers.push(nginx);
    return { url: nginx.url, instances, databaseUrl, redisUrl, postgres, redis, admin, environment: instanceEnvironment, directory, stop };
  } catch (error) {
    await stop().catch(() => stopNow());
    throw error;
  }
}
