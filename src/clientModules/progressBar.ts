/**
 * The route-change progress bar, in place of the classic theme's nprogress module (a whole
 * library for a thin bar; the lean plugin swaps it out). Same behaviour: when a client-side
 * navigation to another page takes longer than `progressBarDelay`, a bar grows along the top of
 * the window until the new page has rendered. Decorative: hidden from assistive technology, and
 * static (no growth animation) under prefers-reduced-motion, via CSS.
 */
import type {ClientModule} from '@docusaurus/types';

import './progressBar.css';

export const progressBarDelay = 200;

let bar: HTMLDivElement | undefined;

function show(): void {
  bar?.remove();
  bar = document.createElement('div');
  bar.className = 'route-progress';
  bar.setAttribute('aria-hidden', 'true');
  document.body.append(bar);
}

function hide(): void {
  bar?.remove();
  bar = undefined;
}

const clientModule: ClientModule = {
  onRouteUpdate({location, previousLocation}) {
    if (!previousLocation || location.pathname === previousLocation.pathname) return undefined;
    const timer = window.setTimeout(show, progressBarDelay);
    return () => window.clearTimeout(timer);
  },
  onRouteDidUpdate() {
    hide();
  },
};

export default clientModule;
