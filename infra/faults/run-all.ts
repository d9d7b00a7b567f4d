import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

// `npm run faults` (issue 21): the five fault scripts one after the other,
// each with a cluster of its own, then a line per script. The exit code is 1
// when any of them proved less than it claims (docs/operations.md "Fault scripts").

const SCRIPTS = ['kill-during-checkout.ts', 'kill-during-partner-job.ts', 'postgres-restart.ts', 'redis-down.ts', 'stripe-network-cut.ts'];

function run(script: string): Promise<number | null> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(script, import.meta.url))], { stdio: 'inherit' });
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const outcomes: Array<{ script: string; code: number | null; seconds: number }> = [];
for (const script of SCRIPTS) {
  const begun = performance.now();
  const code = await run(script);
  outcomes.push({ script, code, seconds: (performance.now() - begun) / 1000 });
}
console.log('\nfault scripts:');
for (const { script, code, seconds } of outcomes) console.log(`  ${code === 0 ? 'proved    ' : 'NOT PROVED'}  ${script} (${seconds.toFixed(0)} s)`);
process.exitCode = outcomes.every((outcome) => outcome.code === 0) ? 0 : 1;
