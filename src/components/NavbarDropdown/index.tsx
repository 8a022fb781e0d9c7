/**
 * The header's About dropdown (navbar item type `custom-dropdown`), a disclosure button that
 * shows a list of links:
 * - opens on click, Enter, Space or ArrowDown (ArrowUp opens on the last item), and after the
 *   pointer rests on it; after the pointer leaves, a grace window keeps it open (the timings:
 *   src/lib/hoverIntent.ts);
 * - arrow keys, Home and End move between the links; Escape closes it and returns focus to the
 *   button; a click or focus outside closes it;
 * - without JavaScript its links are in the HTML and show on hover and on keyboard focus (CSS);
 * - in the mobile menu it is a section: a label over its links.
 */
import {useEffect, useId, useLayoutEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useLocation} from '@docusaurus/router';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import {createHoverIntent} from '@site/src/lib/hoverIntent';
import styles from './styles.module.css';

interface DropdownLink {
  readonly label: string;
  readonly to: string;
}

export interface NavbarDropdownProps {
  readonly label: string;
  readonly items: readonly DropdownLink[];
  readonly position?: 'left' | 'right';
  readonly className?: string;
  /** Set by the mobile menu. */
  readonly mobile?: boolean;
  /** In the mobile menu: closes the menu when a link is chosen. */
  readonly onClick?: () => void;
}

export default function NavbarDropdown({mobile = false, ...props}: NavbarDropdownProps) {
  return mobile ? <MobileSection {...props} /> : <Dropdown {...props} />;
}

function MobileSection({label, items, onClick}: NavbarDropdownProps): ReactNode {
  const labelId = useId();
  return (
    <li className={clsx('menu__list-item', styles.section)}>
      <span id={labelId} className={styles.sectionLabel}>
        {label}
      </span>
      <ul className="menu__list" aria-labelledby={labelId}>
        {items.map((item) => (
          <DefaultNavbarItem
            key={item.to}
            mobile
            label={item.label}
            to={item.to}
            onClick={onClick}
          />
        ))}
      </ul>
    </li>
  );
}

interface OpenState {
  readonly open: boolean;
  /** A menu opened by hovering closes when the pointer leaves; one opened on purpose stays. */
  readonly byHover: boolean;
}

const closed: OpenState = {open: false, byHover: false};

function Dropdown({label, items, position, className}: NavbarDropdownProps): ReactNode {
  const [state, setState] = useState<OpenState>(closed);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  /** Which link takes focus once the menu has opened from the keyboard. */
  const focusOnOpen = useRef<'first' | 'last' | null>(null);
  const menuId = useId();
  const [hover] = useState(() =>
    createHoverIntent({
      onOpen: () => setState((current) => (current.open ? current : {open: true, byHover: true})),
      onClose: () => {
        // The keyboard has moved into the menu: the pointer leaving does not close it.
        if (document.getElementById(menuId)?.contains(document.activeElement)) return;
        setState((current) => (current.open && current.byHover ? closed : current));
      },
    }),
  );

  // A new page closes the menu.
  const {pathname} = useLocation();
  const [shownOn, setShownOn] = useState(pathname);
  if (shownOn !== pathname) {
    setShownOn(pathname);
    setState(closed);
  }

  const active = items.some((item) => item.to === pathname);

  useEffect(() => () => hover.cancel(), [hover]);

  // The key handler and what opening does (focus on a link, closing from outside) are set up as
  // the menu is drawn open or closed, in layout effects: a key pressed right after (Escape as soon
  // as the menu shows) meets the menu as it is shown, never the handler of its previous state.
  useLayoutEffect(() => {
    const root = rootRef.current;
    if (!root) return undefined;
    const links = () => [...(menuRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? [])];
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        if (!state.open) return;
        event.preventDefault();
        hover.cancel();
        setState(closed);
        triggerRef.current?.focus();
        return;
      }
      const all = links();
      if (event.target === triggerRef.current) {
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        hover.cancel();
        const which = event.key === 'ArrowDown' ? 'first' : 'last';
        if (state.open) all[which === 'first' ? 0 : all.length - 1]?.focus();
        else focusOnOpen.current = which;
        setState({open: true, byHover: false});
        return;
      }
      const index = all.indexOf(event.target as HTMLElement);
      if (index === -1) return;
      const next = {
        ArrowDown: (index + 1) % all.length,
        ArrowUp: (index - 1 + all.length) % all.length,
        Home: 0,
        End: all.length - 1,
      }[event.key];
      if (next === undefined) return;
      event.preventDefault();
      all[next]?.focus();
    };
    root.addEventListener('keydown', onKeyDown);
    return () => root.removeEventListener('keydown', onKeyDown);
  }, [hover, state.open]);

  useLayoutEffect(() => {
    if (!state.open) return undefined;
    const which = focusOnOpen.current;
    focusOnOpen.current = null;
    if (which) {
      const all = menuRef.current?.querySelectorAll<HTMLElement>('a[href]');
      all?.[which === 'first' ? 0 : all.length - 1]?.focus();
    }
    const closeIfOutside = (event: Event) => {
      if (rootRef.current?.contains(event.target as Node)) return;
      hover.cancel();
      setState(closed);
    };
    document.addEventListener('pointerdown', closeIfOutside);
    document.addEventListener('focusin', closeIfOutside);
    return () => {
      document.removeEventListener('pointerdown', closeIfOutside);
      document.removeEventListener('focusin', closeIfOutside);
    };
  }, [state.open, hover]);

  return (
    <div
      ref={rootRef}
      className={clsx('navbar__item', 'dropdown', styles.dropdown, className, {
        'dropdown--right': position === 'right',
        'dropdown--show': state.open,
      })}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') hover.enter();
      }}
      onPointerLeave={(event) => {
        if (event.pointerType === 'mouse') hover.leave();
      }}>
      <button
        ref={triggerRef}
        type="button"
        className={clsx('navbar__link', styles.trigger, active && 'navbar__link--active')}
        aria-expanded={state.open}
        aria-controls={menuId}
        onClick={() => {
          hover.cancel();
          // A click on a menu the pointer has just opened keeps it open.
          setState((current) =>
            current.open && !current.byHover ? closed : {open: true, byHover: false},
          );
        }}>
        {label}
      </button>
      <ul ref={menuRef} id={menuId} className={clsx('dropdown__menu', styles.menu)}>
        {items.map((item) => (
          <DefaultNavbarItem
            key={item.to}
            isDropdownItem
            activeClassName="dropdown__link--active"
            label={item.label}
            to={item.to}
            onClick={() => setState(closed)}
          />
        ))}
      </ul>
    </div>
  );
}
