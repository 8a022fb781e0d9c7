/**
 * The header's search control (navbar item type `custom-search`), on every page and, on phones, in
 * the header itself (one tap). Without JavaScript, and until the page has hydrated, it is a link to
 * the HTML sitemap; then a button that opens the search dialog, as do Ctrl+K / ⌘K and `/` (not
 * while typing in a field).
 *
 * It costs nothing until used: the dialog (./SearchDialog) and Pagefind's script and index load when
 * the visitor reaches for the control (pointer over it, touch, focus) or presses a shortcut.
 */
import {lazy, Suspense, useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {isSearchShortcut, searchShortcuts} from '@site/src/lib/search/shortcut';
import {useContentData} from '@site/src/plugins/content/useContentData';
import styles from './styles.module.css';

const loadDialog = () => import('./SearchDialog');
const SearchDialog = lazy(loadDialog);

export interface SearchControlProps {
  /** Set by the mobile menu: the control is in the header there already. */
  readonly mobile?: boolean;
}

function SearchIcon(): ReactNode {
  return (
    <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export default function SearchControl({mobile = false}: SearchControlProps) {
  // The HTML sitemap (the link without JavaScript, the way on from an empty result) and the contact
  // page (offered when nothing matches).
  const {sitemap, contact} = useContentData().navigation.search;
  const isBrowser = useIsBrowser();
  const baseUrl = useBaseUrl('/');
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const isOpen = useRef(false);

  const prepare = useCallback(() => {
    loadDialog()
      .then((dialog) => dialog.prepareSearch(baseUrl))
      .catch(() => {});
  }, [baseUrl]);

  const show = useCallback(() => {
    const focused = document.activeElement;
    returnTo.current = focused instanceof HTMLElement && focused !== document.body ? focused : null;
    isOpen.current = true;
    setOpen(true);
  }, []);

  const close = useCallback((restoreFocus: boolean) => {
    isOpen.current = false;
    setOpen(false);
    if (restoreFocus) (returnTo.current ?? button.current)?.focus();
  }, []);

  // One listener for the control's life: a shortcut pressed while the dialog is open does nothing.
  useEffect(() => {
    if (mobile) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isOpen.current || !isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobile, show]);

  if (mobile) return null;
  if (!isBrowser) {
    return (
      <a href={sitemap.to} className={styles.control}>
        <SearchIcon />
        <span className={styles.label}>Search</span>
        <span className="sr-only">: {sitemap.label}</span>
      </a>
    );
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.control}
        aria-haspopup="dialog"
        aria-keyshortcuts={searchShortcuts}
        data-search-control=""
        onPointerEnter={prepare}
        onTouchStart={prepare}
        onFocus={prepare}
        onClick={show}>
        <SearchIcon />
        <span className={styles.label}>Search</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <SearchDialog baseUrl={baseUrl} sitemap={sitemap} contact={contact} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
