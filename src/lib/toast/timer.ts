/** A countdown that can be paused and resumed, keeping the time it has left. */

export interface Clock {
  now(): number;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

const browserClock: Clock = {
  now: () => Date.now(),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** Timers longer than this fire at once in browsers (a 32-bit overflow): treat them as never. */
const longestTimeout = 2 ** 31 - 1;

export interface PausableTimer {
  pause(): void;
  resume(): void;
  cancel(): void;
  /** Milliseconds left (Infinity for a timer that never fires). */
  remaining(): number;
}

/**
 * Calls `onElapsed` once `duration` ms have run, not counting the time spent paused. A duration
 * that is not a finite number of milliseconds (Infinity) never elapses.
 */
export function startPausableTimer(
  duration: number,
  onElapsed: () => void,
  clock: Clock = browserClock,
): PausableTimer {
  let left = duration;
  let startedAt = 0;
  let handle: unknown;
  let running = false;
  let done = false;
  const never = !(Number.isFinite(duration) && duration <= longestTimeout);

  const run = () => {
    if (done || running) return;
    running = true;
    startedAt = clock.now();
    if (never) return;
    handle = clock.setTimeout(
      () => {
        running = false;
        done = true;
        onElapsed();
      },
      Math.max(0, left),
    );
  };
  const stop = () => {
    if (!running) return;
    running = false;
    if (never) return;
    clock.clearTimeout(handle);
    left -= clock.now() - startedAt;
  };

  run();
  return {
    pause: stop,
    resume: run,
    cancel() {
      stop();
      done = true;
    },
    remaining: () => {
      if (never) return Infinity;
      if (done) return 0;
      return running ? Math.max(0, left - (clock.now() - startedAt)) : Math.max(0, left);
    },
  };
}

/**
 * What holds every toast's countdown: the pointer on the toasts, focus inside them, a window in
 * the background. The handlers of those events call `hold` and every timer follows in the same
 * call, so no time runs between the event and the pause (a render and an effect later would let
 * the countdown run on meanwhile, as long as the page is busy).
 */
export interface PauseGate {
  /** Adds or removes one reason to hold; the timers pause on the first and resume after the last. */
  hold(reason: string, on: boolean): void;
  /** The timer pauses now if the gate holds, and with it from now on; the function returned lets it go. */
  follow(timer: PausableTimer): () => void;
}

export function createPauseGate(): PauseGate {
  const reasons = new Set<string>();
  const timers = new Set<PausableTimer>();
  return {
    hold(reason, on) {
      const before = reasons.size > 0;
      if (on) reasons.add(reason);
      else reasons.delete(reason);
      const after = reasons.size > 0;
      if (before === after) return;
      for (const timer of timers) {
        if (after) timer.pause();
        else timer.resume();
      }
    },
    follow(timer) {
      timers.add(timer);
      if (reasons.size > 0) timer.pause();
      return () => {
        timers.delete(timer);
      };
    },
  };
}
