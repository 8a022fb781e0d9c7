/**
 * Work split into tasks of the event loop, for the browser.
 *
 * A task that runs for more than 50 ms delays whatever the visitor does meanwhile (a tap, a key):
 * the browser answers input only between tasks. The client's start (src/plugins/startup) and the
 * loading of a route (src/plugins/routeShards) give the browser a turn between their steps, so
 * that no task is longer than its largest step.
 */

/**
 * Resolves in a new task of the event loop, after the browser has had a turn (to paint, to answer
 * input). A message to oneself rather than a timer: browsers delay timers in a tab that is not
 * visible (to a second or more), not messages, and the client starts at once in such a tab.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** Runs the steps in order, each in a task of its own: a step starts after the previous one ends and the browser has had a turn. */
export async function runInTasks(
  steps: readonly (() => Promise<unknown>)[],
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldToBrowser();
    await step();
  }
}
