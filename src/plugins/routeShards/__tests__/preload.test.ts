/**
 * The replaced `preload` in the browser: the URL's shard, then (a task later) the matched routes'
 * components, then (a task later) whatever the caller does next; in the server render, no task
 * boundary. The shard loader, the route table and the browser's turns are stand-ins that record
 * what happens when.
 */
const events: string[] = [];
const turns: (() => void)[] = [];
let releaseShard: () => void = () => undefined;
let releaseChunks: () => void = () => undefined;

jest.mock('../client/shards', () => ({
  loadRouteShards: (pathname: string) => {
    events.push(`shard ${pathname}`);
    return new Promise<void>((resolve) => {
      releaseShard = resolve;
    });
  },
}));
jest.mock(
  '@generated/routes',
  () => ({
    __esModule: true,
    default: [
      {
        path: '/blog/a-post',
        exact: true,
        component: {
          preload: () => {
            events.push('chunks requested');
            return new Promise<string>((resolve) => {
              releaseChunks = () => resolve('component');
            });
          },
        },
      },
    ],
  }),
  {virtual: true},
);
jest.mock('@site/src/lib/tasks', () => ({
  nextTask: () =>
    new Promise<void>((resolve) => {
      events.push('turn');
      turns.push(resolve);
    }),
}));

import {flushMicrotasks} from '@site/src/lib/__tests__/microtasks';
import preload from '../client/preload';

/** Delivers the browser's next turn and lets the microtasks it queues run. */
async function nextTurn(): Promise<void> {
  turns.shift()?.();
  await flushMicrotasks();
}

afterEach(() => {
  events.length = 0;
  turns.length = 0;
  Reflect.deleteProperty(globalThis, 'window');
});

test('in the browser, the shard, the chunks and the caller each get a task of their own', async () => {
  Object.assign(globalThis, {window: {}});
  let done: unknown;
  void preload('/blog/a-post').then((value) => {
    done = value;
    events.push('caller');
  });
  await flushMicrotasks();
  expect(events).toEqual(['shard /blog/a-post']);
  releaseShard();
  await flushMicrotasks();
  // The shard's evaluation ends its task: matching and requesting the chunks wait for a turn.
  expect(events).toEqual(['shard /blog/a-post', 'turn']);
  await nextTurn();
  expect(events.slice(2)).toEqual(['chunks requested']);
  releaseChunks();
  await flushMicrotasks();
  // The last chunk's evaluation ends its task too: the caller (the first render) waits for a turn.
  expect(events.slice(3)).toEqual(['turn']);
  expect(done).toBeUndefined();
  await nextTurn();
  expect(events.slice(4)).toEqual(['caller']);
  expect(done).toEqual(['component']);
});

test('in the server render, nothing waits for a turn', async () => {
  const done = preload('/blog/a-post');
  await flushMicrotasks();
  releaseShard();
  await flushMicrotasks();
  releaseChunks();
  await expect(done).resolves.toEqual(['component']);
  expect(events).toEqual(['shard /blog/a-post', 'chunks requested']);
});
