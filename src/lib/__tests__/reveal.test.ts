import {
  DEFAULT_REVEAL_AMOUNT,
  isOnScreen,
  revealAmountOf,
  revealThresholds,
  shouldReveal,
} from '../reveal';

describe('shouldReveal', () => {
  const viewportHeight = 800;

  it('reveals a section once 30% of it is visible', () => {
    expect(DEFAULT_REVEAL_AMOUNT).toBe(0.3);
    expect(shouldReveal({ratio: 0.25, visibleHeight: 100, viewportHeight}, 0.3)).toBe(false);
    expect(shouldReveal({ratio: 0.3, visibleHeight: 120, viewportHeight}, 0.3)).toBe(true);
  });

  it('waits for 50% where the page asks for it', () => {
    expect(shouldReveal({ratio: 0.45, visibleHeight: 180, viewportHeight}, 0.5)).toBe(false);
    expect(shouldReveal({ratio: 0.5, visibleHeight: 200, viewportHeight}, 0.5)).toBe(true);
  });

  it('reveals a section too tall to be 30% visible once it fills 30% of the screen', () => {
    // 4000 px tall: at most 20% of it fits in an 800 px viewport.
    expect(shouldReveal({ratio: 0.05, visibleHeight: 200, viewportHeight}, 0.3)).toBe(false);
    expect(shouldReveal({ratio: 0.06, visibleHeight: 240, viewportHeight}, 0.3)).toBe(true);
  });

  it('never reveals with nothing visible', () => {
    expect(shouldReveal({ratio: 0, visibleHeight: 0, viewportHeight: 0}, 0.3)).toBe(false);
  });
});

describe('revealThresholds', () => {
  it('contain 0.3 and 0.5 exactly, so the observer reports at those points', () => {
    expect(revealThresholds).toContain(0.3);
    expect(revealThresholds).toContain(0.5);
    expect(revealThresholds[0]).toBe(0);
    expect(revealThresholds.at(-1)).toBe(1);
  });
});

describe('revealAmountOf', () => {
  it('reads the amount of a section, falling back to 30%', () => {
    expect(revealAmountOf('0.5')).toBe(0.5);
    expect(revealAmountOf('')).toBe(0.3);
    expect(revealAmountOf(null)).toBe(0.3);
    expect(revealAmountOf('abc')).toBe(0.3);
    expect(revealAmountOf('0')).toBe(0.3);
    expect(revealAmountOf('1.5')).toBe(0.3);
  });
});

describe('isOnScreen', () => {
  it('is true when any part of the box is inside the viewport', () => {
    expect(isOnScreen({top: 790, bottom: 1200}, 800)).toBe(true);
    expect(isOnScreen({top: -500, bottom: 1}, 800)).toBe(true);
    expect(isOnScreen({top: 800, bottom: 1200}, 800)).toBe(false);
    expect(isOnScreen({top: -500, bottom: 0}, 800)).toBe(false);
  });
});
