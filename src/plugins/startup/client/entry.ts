/**
 * The browser's entry point in production builds (see ../index.ts): waits until the browser has
 * put the server-rendered page on screen, then starts Docusaurus's client, which is bundled in the
 * same file and only evaluated here.
 */
import {startMark} from '../marks.mjs';

/** Longest wait for a first paint the browser does not report (nothing contentful to paint). */
const paintWaitCap = 1_000;

/** Resolves once the next frame has been painted: the fallback where paint timing is missing. */
function afterNextFrame(): Promise<void> {
  // A frame's callbacks run just before it paints; a task queued from them runs after it.
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

/**
 * Resolves when the browser reports the first contentful paint (at once if it already has), when
 * the tab is hidden (a hidden tab paints nothing), or after `paintWaitCap`.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState !== 'visible') return Promise.resolve();
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return afterNextFrame();
  return new Promise((resolve) => {
    const done = () => {
      observer.disconnect();
      document.removeEventListener('visibilitychange', done);
      clearTimeout(timer);
      resolve();
    };
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    observer.observe({type: 'paint', buffered: true});
    document.addEventListener('visibilitychange', done);
    const timer = setTimeout(done, paintWaitCap);
  });
}

void afterFirstPaint().then(() => {
  performance.mark(startMark);
  return import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
});
