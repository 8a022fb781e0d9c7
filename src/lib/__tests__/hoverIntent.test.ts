import {createHoverIntent, HOVER_OPEN_DELAY, POINTER_GRACE_PERIOD} from '../hoverIntent';

describe('createHoverIntent', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function setup() {
    const onOpen = jest.fn();
    const onClose = jest.fn();
    return {onOpen, onClose, intent: createHoverIntent({onOpen, onClose})};
  }

  it('opens after 100 ms of rest and keeps a 300 ms grace window', () => {
    expect(HOVER_OPEN_DELAY).toBe(100);
    expect(POINTER_GRACE_PERIOD).toBe(300);
  });

  it('opens after the pointer rests 100 ms', () => {
    const {onOpen, intent} = setup();
    intent.enter();
    jest.advanceTimersByTime(99);
    expect(onOpen).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('does not open when the pointer passes through in under 100 ms', () => {
    const {onOpen, onClose, intent} = setup();
    intent.enter();
    jest.advanceTimersByTime(60);
    intent.leave();
    jest.advanceTimersByTime(1000);
    expect(onOpen).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a second enter does not restart the delay', () => {
    const {onOpen, intent} = setup();
    intent.enter();
    jest.advanceTimersByTime(50);
    intent.enter();
    jest.advanceTimersByTime(50);
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('closes 300 ms after the pointer leaves', () => {
    const {onClose, intent} = setup();
    intent.enter();
    jest.advanceTimersByTime(100);
    intent.leave();
    jest.advanceTimersByTime(299);
    expect(onClose).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('stays open when the pointer comes back within the grace window', () => {
    const {onOpen, onClose, intent} = setup();
    intent.enter();
    jest.advanceTimersByTime(100);
    intent.leave();
    jest.advanceTimersByTime(250);
    intent.enter();
    jest.advanceTimersByTime(5000);
    expect(onClose).not.toHaveBeenCalled();
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it('cancel forgets a pending open or close', () => {
    const {onOpen, onClose, intent} = setup();
    intent.enter();
    intent.cancel();
    jest.advanceTimersByTime(1000);
    expect(onOpen).not.toHaveBeenCalled();
    intent.enter();
    jest.advanceTimersByTime(100);
    intent.leave();
    intent.cancel();
    jest.advanceTimersByTime(1000);
    expect(onClose).not.toHaveBeenCalled();
  });
});
