jest.mock('@docusaurus/renderRoutes', () => ({__esModule: true, default: jest.fn()}), {
  virtual: true,
});

import type {RouteConfig} from 'react-router-config';
import {deferredRoutes, loadRouteShards, registerShards} from '../client/shards';
import {normalizeRoutePath, shardOf} from '../loader.cjs';

const route = (path: string): RouteConfig => ({path, exact: true});
const tagRoute = route('/blog/tags/:tag');
const notFound: RouteConfig = {path: '*'};

// Two shards; which paths land in which is the loader's hash, so pick paths for each.
const inShard = (shard: number) =>
  Array.from({length: 50}, (_, index) => `/blog/post-${index}`).filter(
    (path) => shardOf(path, 2) === shard,
  );
const [zeroA, zeroB] = inShard(0) as [string, string];
const [one] = inShard(1) as [string];

const loads: number[] = [];
let failNext = false;
registerShards({
  base: '/blog',
  count: 2,
  shardOf,
  normalize: normalizeRoutePath,
  loaders: [
    async () => {
      loads.push(0);
      // zeroB came after the parameter route in Docusaurus's list, zeroA before it.
      return {default: [route(zeroB), route(zeroA)], order: [1.5, 0.5]};
    },
    async () => {
      loads.push(1);
      if (failNext) {
        failNext = false;
        throw new Error('chunk failed to load');
      }
      return {default: [route(one)], order: [0.5]};
    },
  ],
  fallback: [tagRoute, notFound],
  fallbackOrder: [1, 2],
});

const paths = () => deferredRoutes.map((entry) => entry.path);

test('before any shard loads, the placeholder holds the core routes that followed it', () => {
  expect(paths()).toEqual(['/blog/tags/:tag', '*']);
});

test('a path outside the prefix loads nothing', async () => {
  await loadRouteShards('/blogroll');
  await loadRouteShards('/about');
  expect(loads).toEqual([]);
});

test('a shard’s routes take their places in Docusaurus’s order, once', async () => {
  await loadRouteShards(`${zeroA.toUpperCase()}/`);
  expect(loads).toEqual([0]);
  expect(paths()).toEqual([zeroA, '/blog/tags/:tag', zeroB, '*']);
  await loadRouteShards(zeroB);
  expect(loads).toEqual([0]);
});

test('a failed shard is tried again on the next navigation', async () => {
  failNext = true;
  await expect(loadRouteShards(one)).rejects.toThrow('chunk failed to load');
  await loadRouteShards(one);
  expect(loads).toEqual([0, 1, 1]);
  expect(paths()).toEqual([zeroA, one, '/blog/tags/:tag', zeroB, '*']);
});
