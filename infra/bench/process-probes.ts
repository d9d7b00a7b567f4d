import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// What the cluster's processes use, read from Linux's /proc and from each
// instance's /metrics: for the soak's memory and the cart floor's CPU split.

/** Linux's clock ticks a second (USER_HZ), which /proc's CPU times count. */
const TICKS_PER_SECOND = 100;

function statFields(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name, which is in parentheses and may hold spaces.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/** CPU time (user and system) the process has used, in seconds; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  const fields = statFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND : 0;
}

/**
 * CPU time PostgreSQL has used, in seconds: the postmaster (first line of
 * postmaster.pid in its data folder), the backends and helpers it runs now,
 * and those that have ended (their time is added to the postmaster's
 * children's times when it reaps them), so short-lived connections count.
 */
export function postgresCpuSeconds(dataDir: string): number {
  const postmaster = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  const own = statFields(postmaster);
  if (!own) throw new Error(`PostgreSQL's postmaster ${postmaster} is not running`);
  const ended = (Number(own[13]) + Number(own[14])) / TICKS_PER_SECOND;
  const running = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => statFields(pid)?.[1] === String(postmaster))
    .reduce((sum, pid) => sum + cpuSeconds(pid), 0);
  return cpuSeconds(postmaster) + ended + running;
}

/** Resident memory of the process, in bytes (VmRSS of /proc/<pid>/status). */
export function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
  if (kilobytes === undefined) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kilobytes) * 1024;
}

/** The values of unlabelled metrics of an instance's /metrics, read with the METRICS_TOKEN in a header. */
export async function instanceMetrics(instanceUrl: string, token: string, names: readonly string[]): Promise<Map<string, number>> {
  const response = await fetch(`${instanceUrl}/metrics`, { headers: { authorization: `Bearer ${token}` }, signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`/metrics answered ${response.status}`);
  const text = await response.text();
  const values = new Map<string, number>();
  for (const name of names) {
    const value = new RegExp(`^${name} (\\S+)$`, 'm').exec(text)?.[1];
    if (value !== undefined) values.set(name, Number(value));
  }
  return values;
}
