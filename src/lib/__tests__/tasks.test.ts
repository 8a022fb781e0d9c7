import {nextTask, runInTasks} from '../tasks';
import {flushMicrotasks} from './microtasks';

/** A stand-in for the browser's turn between tasks: the test decides when the next task runs. */
function manualTasks() {
  const waiting: (() => void)[] = [];
  return {
    yieldToBrowser: () => new Promise<void>((resolve) => waiting.push(resolve)),
    get waiting() {
      return waiting.length;
    },
    /** Runs the next task, and the microtasks it queues. */
    async runNext() {
      waiting.shift()?.();
      await flushMicrotasks();
    },
  };
}

describe('nextTask', () => {
  it('resolves in a later task, not in the current one', async () => {
    let resolved = false;
    const done = nextTask().then(() => {
      resolved = true;
    });
    await flushMicrotasks();
    expect(resolved).toBe(false);
    await done;
    expect(resolved).toBe(true);
  });
});

describe('runInTasks', () => {
  it('runs nothing in the task that starts it', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    void runInTasks([async () => ran.push('a')], tasks.yieldToBrowser);
    await flushMicrotasks();
    expect(ran).toEqual([]);
    expect(tasks.waiting).toBe(1);
  });

  it('runs one step per task, in order, each after the previous one has ended', async () => {
    const tasks = manualTasks();
    const ran: string[] = [];
    let releaseB: () => void = () => undefined;
    const finished = runInTasks(
      [
        async () => ran.push('a'),
        // A step that ends later than the task it starts in (a chunk that loads, say).
        () =>
          new Promise<void>((resolve) => {
            ran.push('b');
            releaseB = resolve;
          }),
        async () => ran.push('c'),
      ],
      tasks.yieldToBrowser,
    );
    await tasks.runNext();
    expect(ran).toEqual(['a']);
    await tasks.runNext();
    expect(ran).toEqual(['a', 'b']);
    // The third step waits for the second to end, then for a task of its own.
    await flushMicrotasks();
    expect(tasks.waiting).toBe(0);
    releaseB();
    await flushMicrotasks();
    expect(ran).toEqual(['a', 'b']);
    expect(tasks.waiting).toBe(1);
    await tasks.runNext();
    expect(ran).toEqual(['a', 'b', 'c']);
    await expect(finished).resolves.toBeUndefined();
  });

  it('stops at a step that fails, and reports the failure', async () => {
    const ran: string[] = [];
    const failure = new Error('chunk failed');
    await expect(
      runInTasks(
        [
          async () => {
            throw failure;
          },
          async () => ran.push('after'),
        ],
        nextTask,
      ),
    ).rejects.toBe(failure);
    expect(ran).toEqual([]);
  });
});
