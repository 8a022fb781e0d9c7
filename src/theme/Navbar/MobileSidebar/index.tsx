/**
 * Wrapped: the mobile menu of the theme already has a labelled toggle with aria-expanded, closes
 * when a link is chosen and locks the page's scrolling. This adds what it lacks:
 * - focus moves to the menu's first link when it opens;
 * - Escape closes it;
 * - on closing, focus returns to the toggle (unless a chosen link opened another page, where the
 *   theme moves focus to the top of that page).
 */
import {useEffect, type ReactNode} from 'react';
import MobileSidebar from '@theme-original/Navbar/MobileSidebar';
import type MobileSidebarType from '@theme/Navbar/MobileSidebar';
import type {WrapperProps} from '@docusaurus/types';
import {useNavbarMobileSidebar} from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MobileSidebarType>;

export default function MobileSidebarWrapper(props: Props): ReactNode {
  const {shown, toggle} = useNavbarMobileSidebar();

  useEffect(() => {
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
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const focused = document.activeElement;
      if (!focused || focused === document.body || sidebar?.contains(focused)) {
        document.querySelector<HTMLElement>('.navbar__toggle')?.focus();
      }
    };
  }, [shown, toggle]);

  return <MobileSidebar {...props} />;
}
