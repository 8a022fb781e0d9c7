/** How toasts behave: one at a time, five seconds, swiped right, F8 to reach them. */

/** How many toasts are visible at once: a new toast replaces the one on screen. */
export const TOAST_LIMIT = 1;
/** How long a toast stays open unless its duration says otherwise (ms). */
export const TOAST_DEFAULT_DURATION = 5000;
/** How far a toast must be dragged to the right to dismiss it (px); a shorter drag snaps back. */
export const TOAST_SWIPE_THRESHOLD = 50;
/** How long the screen-reader announcement of a toast stays in the live region (ms). */
export const TOAST_ANNOUNCE_DURATION = 1000;
/** The key that moves focus to the toast viewport (`KeyboardEvent.code`). */
export const TOAST_HOTKEY = 'F8';
