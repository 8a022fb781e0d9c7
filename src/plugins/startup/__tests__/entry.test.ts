/**
 * The production entry starts Docusaurus's client in tasks of its own: React DOM alone, then
 * Docusaurus's entry. The modules are stand-ins that record when they are evaluated; the browser's
 * turns between tasks are delivered by the test.
 */
const events: string[] = [];
const turns: (() => void)[] = [];

jest.mock('react-dom/client', () => {
  events.push('react-dom');
  return {};
});
jest.mock('@docusaurus/core/lib/client/clientEntry.js', () => {
  events.push('docusaurus');
  return {};
});

/** A MessageChannel whose messages wait for the test to deliver them, each a task of its own. */
class TestChannel {
  readonly port1: {onmessage: (() => void) | null; close: () => void} = {
    onmessage: null,
    close: () => undefined,
  };
  readonly port2 = {
    postMessage: () => {
      events.push('turn');
      turns.push(() => this.port1.onmessage?.());
    },
  };
}

async function flushMicrotasks(): Promise<void> {
  for (let i = 0; i < 50; i++) await Promise.resolve();
}

it('sets the start mark, then evaluates React DOM and Docusaurus in separate tasks', async () => {
  const original = globalThis.MessageChannel;
  globalThis.MessageChannel = TestChannel as unknown as typeof MessageChannel;
  const mark = jest.spyOn(performance, 'mark').mockImplementation((name) => {
    events.push(`mark ${name}`);
    return undefined as unknown as PerformanceMark;
  });
  try {
    const {startMark} = await import('../marks.mjs');
    await import('../client/entry');
    await flushMicrotasks();
    // Nothing of the client is evaluated in the task that evaluates main.js.
    expect(events).toEqual([`mark ${startMark}`, 'turn']);
    const tasks: string[][] = [];
    while (turns.length > 0) {
      const before = events.length;
      turns.shift()?.();
      await flushMicrotasks();
      tasks.push(events.slice(before));
    }
    expect(tasks).toEqual([['react-dom', 'turn'], ['docusaurus']]);
  } finally {
    globalThis.MessageChannel = original;
    mark.mockRestore();
  }
});
