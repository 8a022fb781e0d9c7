import {createPauseGate, startPausableTimer, type Clock} from '../timer';

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

describe('createPauseGate', () => {
  it('pauses every timer it follows in the call that adds the first reason', () => {
    const {clock, advance} = manualClock();
    const gate = createPauseGate();
    const first = jest.fn();
    const second = jest.fn();
    gate.follow(startPausableTimer(1000, first, clock));
    gate.follow(startPausableTimer(3000, second, clock));
    advance(400);
    gate.hold('focus', true);
    advance(60_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).not.toHaveBeenCalled();
    gate.hold('focus', false);
    advance(599);
    expect(first).not.toHaveBeenCalled();
    advance(1);
    expect(first).toHaveBeenCalledTimes(1);
    advance(1999);
    expect(second).not.toHaveBeenCalled();
    advance(1);
    expect(second).toHaveBeenCalledTimes(1);
  });

  it('resumes only when the last reason goes, and counts one reason once', () => {
    const {clock, advance} = manualClock();
    const gate = createPauseGate();
    const elapsed = jest.fn();
    gate.follow(startPausableTimer(1000, elapsed, clock));
    gate.hold('hover', true);
    gate.hold('hover', true);
    gate.hold('focus', true);
    gate.hold('hover', false);
    advance(5000);
    expect(elapsed).not.toHaveBeenCalled();
    gate.hold('focus', false);
    advance(1000);
    expect(elapsed).toHaveBeenCalledTimes(1);
  });

  it('a timer that starts while the gate holds is paused at once; one let go no longer follows', () => {
    const {clock, advance} = manualClock();
    const gate = createPauseGate();
    gate.hold('blur', true);
    const held = jest.fn();
    const unfollow = gate.follow(startPausableTimer(1000, held, clock));
    advance(5000);
    expect(held).not.toHaveBeenCalled();
    unfollow();
    gate.hold('blur', false);
    advance(5000);
    expect(held).not.toHaveBeenCalled();
  });
});
