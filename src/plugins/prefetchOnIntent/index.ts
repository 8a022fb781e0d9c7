/**
 * Linked pages are fetched when the visitor shows intent to open them (hover, touch, keyboard
 * focus), not when their link scrolls into view: see ./client.ts, which replaces the `prefetch`
 * of `window.docusaurus`, the object Docusaurus's links call.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';
import {assertPrivateDependencies} from '../internals';
import {privateDependencies} from './dependencies';

export default function prefetchOnIntentPlugin(): Plugin<void> {
  assertPrivateDependencies('prefetchOnIntent', privateDependencies);
  return {
    name: 'prefetch-on-intent',
    getClientModules() {
      return [path.join(__dirname, 'client.ts')];
    },
  };
}
