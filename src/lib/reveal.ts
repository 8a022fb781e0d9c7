/**
 * When a section animates in: once, as soon as 30% of it is visible (50% where a page asks for it
 * with RevealAmount). A section too tall for that share to fit on screen animates in once it
 * fills that share of the viewport instead.
 */

/** Share of a section that must be visible before it animates in. */
export const DEFAULT_REVEAL_AMOUNT = 0.3;

/** IntersectionObserver thresholds: every 5%, so both rules are checked as the page scrolls. */
export const revealThresholds: readonly number[] = Array.from({length: 21}, (_, step) => step / 20);

export interface Visibility {
  /** Visible share of the section, 0 to 1 (IntersectionObserverEntry.intersectionRatio). */
  readonly ratio: number;
  /** Visible height of the section in px. */
  readonly visibleHeight: number;
  readonly viewportHeight: number;
}

const tolerance = 0.001;

export function shouldReveal({ratio, visibleHeight, viewportHeight}: Visibility, amount: number) {
  if (ratio >= amount - tolerance) return true;
  return viewportHeight > 0 && visibleHeight >= amount * viewportHeight - 0.5;
}

/** The amount a section asks for in its `data-reveal` attribute, or the default. */
export function revealAmountOf(value: string | null | undefined): number {
  const amount = Number(value);
  return value && Number.isFinite(amount) && amount > 0 && amount <= 1
    ? amount
    : DEFAULT_REVEAL_AMOUNT;
}

/** Whether any part of a box is on screen: such a section is shown at once, never animated. */
export function isOnScreen(box: {top: number; bottom: number}, viewportHeight: number): boolean {
  return box.top < viewportHeight && box.bottom > 0;
}
