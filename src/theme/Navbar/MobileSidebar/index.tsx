/**
 * Wrapped: the mobile menu of the theme already has a labeled toggle with aria-expanded, closes
 * when a link is chosen and locks the page's scrolling. This adds what it lacks:
 * - focus moves to the menu's first link when it opens;
 * - Escape closes it;
 * - on closing, focus returns to the toggle (unless a chosen link opened another page, where the
 *   theme moves focus to the top of that page).
 * It also renders the menu later. The theme renders it, closed, as soon as a page has hydrated at a
 * phone's width: every navbar item a second time, in the same task as hydration, on every page.
 * Here it is rendered when the visitor reaches for the toggle (the pointer over or down on it, or
 * focus on it), which comes before the click or key that opens it, so the menu still slides in.
 * Where nothing comes before the click (assistive technology that sends a click alone, or a tap
 * whose pointerdown and click arrive in the same frame), the menu enters the page open; its
 * `@starting-style` in src/css/custom.css makes it slide in all the same.
 * Its stylesheet makes the menu button and every row and control of the menu 44 × 44 px targets.
 */
import {useEffect, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';
import './styles.css';

type Props = WrapperProps<typeof MobileSidebarType>;

/** The events on the toggle that tell the visitor is about to open the menu. */
const intentEvents = ['pointerover', 'pointerdown', 'focusin'] as const;

/** Whether the menu should be in the page: once the visitor has reached for its toggle, or open. */
function useMenuWanted(shown: boolean): boolean {
  const [reached, setReached] = useState(false);
  useEffect(() => {
    if (reached) return undefined;
    const onIntent = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('.navbar__toggle')) {
        setReached(true);
      }
    };
    for (const type of intentEvents) {
      document.addEventListener(type, onIntent, {capture: true, passive: true});
    }
    return () => {
      for (const type of intentEvents) document.removeEventListener(type, onIntent, true);
    };
  }, [reached]);
  return reached || shown;
}

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();
  const wanted = useMenuWanted(shown);

  // Set up as the panel is drawn (a layout effect), so that Escape pressed as soon as it shows
  // closes it, and focus is in it from its first frame.
  useLayoutEffect(() => {
    if (!shown) return undefined;
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    // The first link or button of the panel on show (on docs pages, the docs sidebar's panel).
    const controls = sidebar?.querySelectorAll<HTMLElement>(
      '.navbar-sidebar__items :is(a[href], button)',
    );
    [...(controls ?? [])].find((control) => !control.closest('[inert]'))?.focus();
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      toggle();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [shown, toggle]);

  // Focus goes back to the toggle once the panel has closed, when it was in the panel (or lost
  // with it): after the page has been updated, when the toggle can take it again.
  const wasShown = useRef(false);
  useEffect(() => {
    if (shown) {
      wasShown.current = true;
      return;
    }
    if (!wasShown.current) return;
    wasShown.current = false;
    const focused = document.activeElement;
    const sidebar = document.querySelector<HTMLElement>('.navbar-sidebar');
    if (!focused || focused === document.body || sidebar?.contains(focused)) {
      document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
    }
  }, [shown]);

  return wanted ? <MobileSidebar {...props} /> : null;
}
