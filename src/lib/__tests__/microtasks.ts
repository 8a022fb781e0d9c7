/**
 * For the unit tests of work split into tasks (../tasks.ts and its users): lets every pending
 * microtask (promise reaction) run, and no task.
 */
export async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}
