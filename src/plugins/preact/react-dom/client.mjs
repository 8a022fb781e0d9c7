/**
 * `react-dom/client` in production builds with the preact switch on (see ../index.ts): Preact's,
 * with the effects of a render run in the next task of the event loop.
 *
 * Preact runs `useEffect` callbacks after the next animation frame (or a timer when no frame
 * comes); React runs them in a task of its scheduler, a message posted to itself. Frames and timers
 * stop or slow down in a tab that is not visible, and a page whose clock is paused (the toasts'
 * tests pause it to check their timers) never gets them, so a store that components subscribe to in
 * an effect (the toasts') stayed unsubscribed. A message, as React's, comes in every case.
 */
import {options} from 'preact';
import {nextTask} from '@site/src/lib/tasks';

options.requestAnimationFrame = (flush) => {
  void nextTask().then(flush);
};

export * from 'preact/compat/client';
export {default} from 'preact/compat/client';
