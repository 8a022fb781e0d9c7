/**
 * What a stage of `npm test` costs the machine in CPU seconds, counting every process it starts.
 *
 * GNU time counts only the processes its command waits for. A browser started by Playwright runs
 * in a session of its own, and the renderer and GPU processes it leaves behind when it is closed
 * are taken over by init, so GNU time misses about half of a browser stage's CPU. A control group
 * counts every process started inside it, wherever it ends up: where this machine lets us make one
 * (root, with the cpuacct hierarchy of cgroup v1 or with cgroup v2), each stage runs in its own
 * group; elsewhere GNU time is the fallback, and the table says which one measured.
 *
 * The machine's own counters (/proc/stat) give the whole run's figure besides: how busy the cores
 * were, whichever process used them.
 */
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Where a control group can be made, and how its CPU time is read, in seconds. */
const hierarchies = [
  {
    root: '/sys/fs/cgroup/cpuacct',
    read: (dir) => Number(fs.readFileSync(path.join(dir, 'cpuacct.usage'), 'utf8')) / 1e9,
  },
  ...['/sys/fs/cgroup/unified', '/sys/fs/cgroup'].map((root) => ({
    root,
    read: (dir) =>
      Number(/usage_usec (\d+)/.exec(fs.readFileSync(path.join(dir, 'cpu.stat'), 'utf8'))?.[1]) /
      1e6,
  })),
];

/** Runs the command of `argv` inside the group `dir` (the shell joins it, then becomes it). */
const inGroup = (dir, argv) => [
  'sh',
  '-c',
  'echo $$ > "$0/cgroup.procs" && exec "$@"',
  dir,
  ...argv,
];

function tryHierarchy({root, read}, name) {
  const dir = path.join(root, `${name}-probe`);
  try {
    fs.mkdirSync(dir);
  } catch {
    return false;
  }
  try {
    const [command, ...args] = inGroup(dir, ['true']);
    const probe = spawnSync(command, args);
    return probe.status === 0 && Number.isFinite(read(dir));
  } catch {
    return false;
  } finally {
    try {
      fs.rmdirSync(dir);
    } catch {
      // Gone already.
    }
  }
}

function gnuTimePath() {
  try {
    fs.accessSync('/usr/bin/time', fs.constants.X_OK);
    return '/usr/bin/time';
  } catch {
    return undefined;
  }
}

/**
 * A meter for the stages of one run: `command(id, argv)` is the command line that runs `argv`
 * measured, `seconds(id)` its CPU seconds once it has ended (undefined if nothing could measure),
 * `method` names what measures.
 */
export function stageCpuMeter(logDir) {
  const name = `npm-test-${process.pid}`;
  const hierarchy = process.platform === 'linux' && hierarchies.find((h) => tryHierarchy(h, name));
  if (hierarchy) {
    const dirOf = (id) => path.join(hierarchy.root, `${name}-${id}`);
    return {
      method: 'control group',
      command(id, argv) {
        fs.mkdirSync(dirOf(id), {recursive: true});
        return inGroup(dirOf(id), argv);
      },
      seconds(id) {
        try {
          return hierarchy.read(dirOf(id));
        } catch {
          return undefined;
        } finally {
          // A group with a process left in it (a crash reporter that outlives its browser) stays.
          try {
            fs.rmdirSync(dirOf(id));
          } catch {
            // Still in use or gone.
          }
        }
      },
    };
  }
  const time = gnuTimePath();
  const fileOf = (id) => path.join(logDir, `${id}.cpu`);
  return {
    method: time ? 'GNU time: without the browsers’ processes' : undefined,
    command: (id, argv) =>
      time ? [time, '--format=%U %S', `--output=${fileOf(id)}`, ...argv] : argv,
    seconds(id) {
      try {
        const [user, system] = fs
          .readFileSync(fileOf(id), 'utf8')
          .trim()
          .split(/\s+/)
          .slice(-2)
          .map(Number);
        return Number.isFinite(user + system) ? user + system : undefined;
      } catch {
        return undefined;
      }
    },
  };
}

/** The CPU seconds the whole machine has spent busy so far (Linux), or undefined. */
export function machineCpuSeconds() {
  try {
    const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
    // user nice system idle iowait irq softirq steal: busy is all but idle and iowait.
    const [user, nice, system, , , irq, softirq, steal = 0] = fields.slice(1).map(Number);
    // In clock ticks, USER_HZ, which Linux exports as 100 per second on every architecture.
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return undefined;
  }
}
