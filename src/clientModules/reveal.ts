/**
 * Scroll animations, an enhancement only: without JavaScript or with reduced motion every section
 * is simply there. Runs after each page has rendered, before the browser paints it:
 * - a section ([data-reveal], from src/components/Section) that is on screen is left alone, so
 *   the first screen is visible at first paint and never waits;
 * - a section below it is marked `data-reveal-state="waiting"` (hidden by CSS) and shown, once,
 *   with an animation of opacity and transform when enough of it is visible.
 * Nothing is hidden without JavaScript, and nothing is marked with prefers-reduced-motion. The
 * CSS is in src/css/custom.css.
 */
import type {ClientModule} from '@docusaurus/types';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {isOnScreen, revealAmountOf, revealThresholds, shouldReveal} from '@site/src/lib/reveal';

const state = 'data-reveal-state';
let observer: IntersectionObserver | undefined;

function reveal(entries: IntersectionObserverEntry[], io: IntersectionObserver) {
  for (const entry of entries) {
    const section = entry.target as HTMLElement;
    const visibility = {
      ratio: entry.intersectionRatio,
      visibleHeight: entry.intersectionRect.height,
      viewportHeight: entry.rootBounds?.height ?? window.innerHeight,
    };
    if (shouldReveal(visibility, revealAmountOf(section.dataset.reveal))) {
      section.setAttribute(state, 'shown');
      io.unobserve(section);
    }
  }
}

/** The section that holds the element the address's hash names, if any. */
function hashTargetSection(): HTMLElement | null {
  if (window.location.hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(window.location.hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id)?.closest<HTMLElement>('[data-reveal]') ?? null;
}

function prepare() {
  observer?.disconnect();
  observer = undefined;
  const motion =
    'IntersectionObserver' in window &&
    !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!motion) return;
  const io = new IntersectionObserver(reveal, {threshold: [...revealThresholds]});
  observer = io;
  // A page opened at an anchor (a link to another page's heading): the router may scroll to it
  // after this runs. Its section is shown as is, so that the browser aims at the heading where it
  // stays, not while the waiting state's transform offsets it (it would then end up under the
  // navbar once it moved back).
  const target = hashTargetSection();
  for (const section of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (section.getAttribute(state) === 'shown') continue;
    if (section === target || isOnScreen(section.getBoundingClientRect(), window.innerHeight)) {
      // On screen now (the first screen), or the target of a link to an anchor: shown as is.
      section.removeAttribute(state);
      continue;
    }
    section.setAttribute(state, 'waiting');
    io.observe(section);
  }
}

/**
 * A link to an anchor on the same page: the section holding the anchor is shown at once, before
 * the browser scrolls to it (this listener runs in the capture phase, ahead of the link's default
 * action). Otherwise the browser would aim at the heading while its section is still offset by the
 * waiting state's transform, and the heading would end up under the navbar once it moved back.
 */
function showAnchorTarget(event: MouseEvent) {
  const link = (event.target as Element | null)?.closest?.('a[href^="#"]');
  const id = link ? decodeURIComponent(link.getAttribute('href')!.slice(1)) : '';
  if (!id) return;
  const section = document.getElementById(id)?.closest<HTMLElement>('[data-reveal]');
  if (!section) return;
  if (section.getAttribute(state) === 'waiting') {
    section.removeAttribute(state);
    observer?.unobserve(section);
  }
  // A reveal still running (the section came into view a moment ago) would move the heading the
  // same way after the browser aimed at it: it ends now.
  for (const animation of section.getAnimations?.() ?? []) animation.finish();
}

let listening = false;

const clientModule: ClientModule = {
  onRouteDidUpdate() {
    if (!ExecutionEnvironment.canUseDOM) return;
    if (!listening) {
      document.addEventListener('click', showAnchorTarget, true);
      listening = true;
    }
    prepare();
  },
};

export default clientModule;
