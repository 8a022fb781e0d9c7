/**
 * The production entry starts Docusaurus's client in tasks of its own: React DOM alone, then
 * Docusaurus's entry. The modules are stand-ins that record when they are evaluated; the browser's
 * turns between tasks are delivered by the test.
 */
import {flushMicrotasks} from '@site/src/lib/__tests__/microtasks';

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

/** The document as the entry sees it: how far it is parsed, and its DOMContentLoaded listeners. */
class TestDocument {
  readyState: DocumentReadyState = 'loading';
  private readonly listeners: (() => void)[] = [];
  addEventListener(type: string, listener: () => void): void {
    if (type === 'DOMContentLoaded') this.listeners.push(listener);
  }
  /** The parser reaches the end of the document. */
  parsed(): void {
    this.readyState = 'interactive';
    for (const listener of this.listeners.splice(0)) listener();
  }
}

/** Delivers every turn the client asks for, each a task; returns what each task did. */
async function runTurns(): Promise<string[][]> {
  const tasks: string[][] = [];
  while (turns.length > 0) {
    const before = events.length;
    turns.shift()?.();
    await flushMicrotasks();
    tasks.push(events.slice(before));
  }
  return tasks;
}

/** The bundler's runtime: the script loader the entry wraps. */
const loadScript = jest.fn((url: string) => {
  events.push(`script ${url}`);
});
Object.assign(globalThis, {__webpack_require__: {l: loadScript}});

it('sets the start mark, evaluates React DOM and, once the document is parsed, Docusaurus in separate tasks, and appends chunk scripts one task each', async () => {
  const original = globalThis.MessageChannel;
  globalThis.MessageChannel = TestChannel as unknown as typeof MessageChannel;
  const testDocument = new TestDocument();
  Object.assign(globalThis, {document: testDocument});
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
    // The page is still arriving: React DOM is evaluated, Docusaurus's entry (which hydrates)
    // waits for the rest of the document, with no turn left to ask for.
    expect(await runTurns()).toEqual([['react-dom', 'turn'], []]);
    expect(events).not.toContain('docusaurus');
    const before = events.length;
    testDocument.parsed();
    await flushMicrotasks();
    expect(events.slice(before)).toEqual(['docusaurus']);

    // A route's chunks, asked for at once, have their scripts appended one task each.
    const runtime = (globalThis as unknown as {__webpack_require__: {l: typeof loadScript}})
      .__webpack_require__;
    runtime.l('/a.js');
    runtime.l('/b.js');
    await flushMicrotasks();
    expect(loadScript).not.toHaveBeenCalled();
    expect(events.slice(-2)).toEqual(['turn', 'turn']);
    turns.shift()?.();
    await flushMicrotasks();
    expect(loadScript.mock.calls).toEqual([['/a.js']]);
    turns.shift()?.();
    await flushMicrotasks();
    expect(loadScript.mock.calls).toEqual([['/a.js'], ['/b.js']]);
  } finally {
    globalThis.MessageChannel = original;
    mark.mockRestore();
    Reflect.deleteProperty(globalThis, 'document');
  }
});

it('says so in the console when the bundler runtime has no script loader', async () => {
  Object.assign(globalThis, {__webpack_require__: {}});
  const original = globalThis.MessageChannel;
  // The client's start waits for turns that this test does not deliver.
  globalThis.MessageChannel = TestChannel as unknown as typeof MessageChannel;
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await jest.isolateModulesAsync(async () => {
      await import('../client/entry');
    });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('__webpack_require__.l'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('internals: {startup: false}'));
  } finally {
    warn.mockRestore();
    globalThis.MessageChannel = original;
    Object.assign(globalThis, {__webpack_require__: {l: loadScript}});
  }
});
