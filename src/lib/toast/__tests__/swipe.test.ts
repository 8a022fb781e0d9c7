import {TOAST_SWIPE_THRESHOLD} from '../constants';
import {startSwipe, swipeOutcome} from '../swipe';

describe('swipeOutcome', () => {
  it('dismisses past 50 px and snaps back at or below it', () => {
    expect(TOAST_SWIPE_THRESHOLD).toBe(50);
    expect(swipeOutcome(51)).toBe('dismiss');
    expect(swipeOutcome(50)).toBe('snap-back');
    expect(swipeOutcome(49)).toBe('snap-back');
    expect(swipeOutcome(0)).toBe('snap-back');
  });
});

describe('startSwipe', () => {
  it('follows the pointer to the right and dismisses past the threshold', () => {
    const swipe = startSwipe(100, 100, 'mouse');
    expect(swipe.move(130, 102)).toBe(30);
    expect(swipe.move(180, 104)).toBe(80);
    expect(swipe.end()).toBe('dismiss');
  });

  it('snaps back when released at 50 px or less', () => {
    const swipe = startSwipe(100, 100, 'touch');
    swipe.move(180, 100);
    expect(swipe.move(150, 100)).toBe(50);
    expect(swipe.end()).toBe('snap-back');
  });

  it('never drags to the left: a leftward move holds the toast in place', () => {
    const swipe = startSwipe(100, 100, 'mouse');
    expect(swipe.move(60, 100)).toBe(0);
    expect(swipe.end()).toBe('snap-back');
  });

  it('a press that barely moves is a click, not a swipe', () => {
    const mouse = startSwipe(100, 100, 'mouse');
    expect(mouse.move(102, 100)).toBeNull();
    expect(mouse.end()).toBeNull();
    const touch = startSwipe(100, 100, 'touch');
    expect(touch.move(110, 100)).toBeNull();
    expect(touch.move(111, 100)).toBe(11);
  });

  it('a mostly vertical movement is a scroll, not a swipe', () => {
    const swipe = startSwipe(100, 100, 'touch');
    expect(swipe.move(130, 160)).toBeNull();
    expect(swipe.end()).toBeNull();
  });

  it('takes another threshold when given one', () => {
    const swipe = startSwipe(0, 0, 'mouse', 100);
    swipe.move(80, 0);
    expect(swipe.end()).toBe('snap-back');
  });
});
