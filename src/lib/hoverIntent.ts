/**
 * Hover timing of the header dropdown: the pointer must rest on it for 100 ms before it
 * opens, and once it leaves, a 300 ms grace window lets it travel from the trigger to the menu (or
 * come back) before the menu closes.
 */
import type {Clock} from './toast/timer';

export const HOVER_OPEN_DELAY = 100;
export const POINTER_GRACE_PERIOD = 300;

export interface HoverIntent {
  /** The pointer entered the trigger or the menu. */
  enter(): void;
  /** The pointer left both. */
  leave(): void;
  /** Forget any pending open or close (the menu was opened or closed another way). */
  cancel(): void;
}

const browserTimers: Pick<Clock, 'setTimeout' | 'clearTimeout'> = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createHoverIntent({
  onOpen,
  onClose,
  openDelay = HOVER_OPEN_DELAY,
  gracePeriod = POINTER_GRACE_PERIOD,
  timers = browserTimers,
}: {
  onOpen: () => void;
  onClose: () => void;
  openDelay?: number;
  gracePeriod?: number;
  timers?: Pick<Clock, 'setTimeout' | 'clearTimeout'>;
}): HoverIntent {
  let opening: unknown;
  let closing: unknown;
  const clear = () => {
    if (opening !== undefined) timers.clearTimeout(opening);
    if (closing !== undefined) timers.clearTimeout(closing);
    opening = undefined;
    closing = undefined;
  };
  return {
    enter() {
      if (closing !== undefined) {
        // Back within the grace window: stay open.
        timers.clearTimeout(closing);
        closing = undefined;
        return;
      }
      if (opening !== undefined) return;
      opening = timers.setTimeout(() => {
        opening = undefined;
        onOpen();
      }, openDelay);
    },
    leave() {
      if (opening !== undefined) {
        // Left before the delay ran out: the menu never opens.
        timers.clearTimeout(opening);
        opening = undefined;
        return;
      }
      if (closing !== undefined) return;
      closing = timers.setTimeout(() => {
        closing = undefined;
        onClose();
      }, gracePeriod);
    },
    cancel: clear,
  };
}
