/**
 * The swipe-to-dismiss gesture of a toast: it follows the pointer to the right only, and on
 * release it is dismissed past the threshold or snaps back.
 */
import {TOAST_SWIPE_THRESHOLD} from './constants';

export type SwipeOutcome = 'dismiss' | 'snap-back';

/** Movement before a press becomes a swipe, so that a click on a button is still a click. */
const startDistance = {mouse: 2, pen: 2, touch: 10} as const;

export interface Swipe {
  /**
   * The pointer moved to (x, y). Returns how far the toast is dragged (px, never negative), or
   * null while the press is not (or not yet) a horizontal swipe.
   */
  move(x: number, y: number): number | null;
  /** The pointer was released: what happens to the toast, or null if it was not a swipe. */
  end(): SwipeOutcome | null;
}

export function startSwipe(
  x: number,
  y: number,
  pointerType: string,
  threshold: number = TOAST_SWIPE_THRESHOLD,
): Swipe {
  const buffer = pointerType === 'touch' ? startDistance.touch : startDistance.mouse;
  let swiping = false;
  let offset = 0;
  return {
    move(toX, toY) {
      const dx = toX - x;
      const dy = toY - y;
      if (!swiping) {
        // A mostly vertical movement is a scroll, not a swipe.
        if (Math.abs(dx) <= buffer || Math.abs(dx) <= Math.abs(dy)) return null;
        swiping = true;
      }
      offset = Math.max(0, dx);
      return offset;
    },
    end() {
      if (!swiping) return null;
      return swipeOutcome(offset, threshold);
    },
  };
}

/** Past the threshold (strictly more than it) the toast is dismissed; otherwise it snaps back. */
export function swipeOutcome(
  offset: number,
  threshold: number = TOAST_SWIPE_THRESHOLD,
): SwipeOutcome {
  return offset > threshold ? 'dismiss' : 'snap-back';
}
