/**
 * Keeps every core of the machine busy, to run the suite as a busy CI machine would: a test that
 * holds only on an idle machine fails here as it would there, and can be fixed at its cause.
 *
 *   node scripts/cpu-load.mjs [--workers N] [--seconds S] & npm test
 *
 * It starts one worker thread per core (or N), each spinning without a pause at the same priority
 * as the suite, and says so; it stops on Ctrl-C or SIGTERM (`kill %1`), or after S seconds.
 */
import os from 'node:os';
import process from 'node:process';
import {parseArgs} from 'node:util';
import {Worker} from 'node:worker_threads';

const {values} = parseArgs({
  options: {
    workers: {type: 'string', default: String(os.availableParallelism())},
    seconds: {type: 'string'},
  },
});
const count = Number(values.workers);
const seconds = values.seconds === undefined ? undefined : Number(values.seconds);
if (!Number.isInteger(count) || count < 1) {
  console.error(`cpu-load: --workers takes a whole number above 0, not "${values.workers}"`);
  process.exit(2);
}
if (seconds !== undefined && !(seconds > 0)) {
  console.error(`cpu-load: --seconds takes a number above 0, not "${values.seconds}"`);
  process.exit(2);
}

// Each worker computes for ever; the main thread only waits for the signal to stop them.
const spin = `
let x = 0;
for (;;) x = (x * 1103515245 + 12345) % 2147483648;
`;
const workers = Array.from({length: count}, () => new Worker(spin, {eval: true}));
const started = performance.now();
console.log(
  `cpu-load: ${count} worker thread${count === 1 ? '' : 's'} spinning on ${os.availableParallelism()} cores (pid ${process.pid})${seconds ? ` for ${seconds} s` : ''}; stop with Ctrl-C or kill ${process.pid}`,
);

let stopping = false;
async function stop(why) {
  if (stopping) return;
  stopping = true;
  await Promise.all(workers.map((worker) => worker.terminate()));
  const busy = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`cpu-load: stopped (${why}) after ${busy} s`);
  process.exit(0);
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
// The workers keep the process alive until they are stopped.
if (seconds) setTimeout(() => stop(`${seconds} s over`), seconds * 1000);
