import {startPausableTimer, type Clock} from '../timer';

/** A clock the test moves by hand. */
function manualClock() {
  let now = 0;
  let nextHandle = 0;
  const pending = new Map<number, {at: number; callback: () => void}>();
  const clock: Clock = {
    now: () => now,
    setTimeout(callback, ms) {
      nextHandle += 1;
      pending.set(nextHandle, {at: now + ms, callback});
      return nextHandle;
    },
    clearTimeout(handle) {
      pending.delete(handle as number);
    },
  };
  const advance = (ms: number) => {
    now += ms;
    for (const [handle, {at, callback}] of [...pending]) {
      if (at <= now) {
        pending.delete(handle);
        callback();
      }
    }
  };
  return {clock, advance, pending};
}

describe('startPausableTimer', () => {
  it('fires once after the duration', () => {
    const {clock, advance} = manualClock();
    const elapsed = jest.fn();
    startPausableTimer(5000, elapsed, clock);
    advance(4999);
    expect(elapsed).not.toHaveBeenCalled();
    advance(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
    advance(10_000);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('does not count the time spent paused, and resumes with the time that was left', () => {
    const {clock, advance} = manualClock();
    const elapsed = jest.fn();
    const timer = startPausableTimer(5000, elapsed, clock);
    advance(3000);
    timer.pause();
    expect(timer.remaining()).toBe(2000);
    advance(60_000);
    expect(elapsed).not.toHaveBeenCalled();
    timer.resume();
    advance(1999);
    expect(elapsed).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(1);
    advance(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('ignores a second pause or resume', () => {
    const {clock, advance} = manualClock();
    const elapsed = jest.fn();
    const timer = startPausableTimer(1000, elapsed, clock);
    advance(400);
    timer.pause();
    advance(100);
    timer.pause();
    timer.resume();
    timer.resume();
    advance(599);
    expect(elapsed).not.toHaveBeenCalled();
    advance(1);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('never fires for an infinite duration, nor for one a browser cannot schedule', () => {
    const {clock, advance, pending} = manualClock();
    const elapsed = jest.fn();
    const timer = startPausableTimer(Infinity, elapsed, clock);
    startPausableTimer(2 ** 31, elapsed, clock);
    expect(pending.size).toBe(0);
    advance(1e12);
    timer.pause();
    timer.resume();
    advance(1e12);
    expect(elapsed).not.toHaveBeenCalled();
    expect(timer.remaining()).toBe(Infinity);
  });

  it('a cancelled timer never fires, even when resumed', () => {
    const {clock, advance} = manualClock();
    const elapsed = jest.fn();
    const timer = startPausableTimer(1000, elapsed, clock);
    timer.cancel();
    timer.resume();
    advance(5000);
    expect(elapsed).not.toHaveBeenCalled();
  });

  it('uses the real timers by default', () => {
    jest.useFakeTimers();
    try {
      const elapsed = jest.fn();
      startPausableTimer(5000, elapsed);
      jest.advanceTimersByTime(4999);
      expect(elapsed).not.toHaveBeenCalled();
      jest.advanceTimersByTime(1);
      expect(elapsed).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });
});
