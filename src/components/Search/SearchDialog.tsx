/**
 * The search dialog, loaded on demand by the header's control (./index.tsx). A modal `<dialog>`
 * (the page behind is inert) following the WAI-ARIA dialog and combobox patterns:
 * - focus moves into the field on open and Tab stays in the dialog; Escape, the close button or a
 *   click outside closes it and returns focus to where it was;
 * - the field is a combobox over a listbox of results: ArrowDown and ArrowUp move through them
 *   (aria-activedescendant), Enter opens the active one (or the first);
 * - a polite status line announces the number of results, or that nothing matched, with the HTML
 *   sitemap and the contact page offered instead.
 * Each result shows the page's title, its kind, an excerpt with the matched words highlighted, and
 * a post's date. Everything the index returns is rendered as text (src/lib/search/excerpt.ts).
 * A search that found nothing is announced to the page (`searchEmptyEvent`) once the visitor stops
 * typing or closes the dialog, for the analytics when it is on.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type SyntheticEvent,
} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useHistory} from '@docusaurus/router';
import Button from '@site/src/components/Button';
import {formatDate} from '@site/src/lib/date';
import {searchEmptyEvent} from '@site/src/lib/measurement/signals';
import {canonicalPath, resultKind, searchKindLabel, type SearchKind} from '@site/src/lib/search';
import {excerptParts, type ExcerptPart} from '@site/src/lib/search/excerpt';
import {matchedWords, matchesEveryWord} from '@site/src/lib/search/matches';
import {loadPagefind, SearchIndexMissing, type PagefindResultData} from './pagefind';
import styles from './SearchDialog.module.css';

export interface SearchLink {
  readonly to: string;
  readonly label: string;
}

export interface SearchDialogProps {
  readonly baseUrl: string;
  readonly sitemap: SearchLink;
  readonly contact: SearchLink;
  /** `restoreFocus` is false when a result was opened (the new page takes the focus). */
  readonly onClose: (restoreFocus: boolean) => void;
}

/** Results shown at once: the first screen of a phone; a more precise query finds the rest. */
export const maxResults = 8;
/** Longer queries are cut: no page matches more words than this, and each word costs a fetch. */
export const maxQueryLength = 120;
/** Typing pauses this long before a search runs. */
const debounceMs = 80;
/** An empty result left unchanged this long is a search that found nothing, not a word half typed. */
const settleMs = 1_000;

interface Result {
  readonly url: string;
  readonly title: string;
  readonly kind: SearchKind;
  readonly date: string | null;
  readonly excerpt: readonly ExcerptPart[];
}

type SearchState =
  | {readonly status: 'idle'}
  | {readonly status: 'searching'; readonly query: string}
  | {
      readonly status: 'done';
      readonly query: string;
      readonly total: number;
      readonly results: readonly Result[];
    }
  | {readonly status: 'failed' | 'notBuilt'; readonly query: string};

/** Starts loading Pagefind (script, WebAssembly, metadata) before the dialog opens. */
export function prepareSearch(baseUrl: string): void {
  loadPagefind(baseUrl).catch(() => {});
}

/** What is searched for: the query trimmed, and cut at maxQueryLength. */
function searchTerm(query: string): string {
  return query.trim().slice(0, maxQueryLength);
}

function toResult(data: PagefindResultData): Result {
  const date = data.meta.date;
  return {
    url: canonicalPath(data.url),
    title: data.meta.title ?? canonicalPath(data.url),
    kind: resultKind(data.meta.kind),
    date: date !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null,
    excerpt: excerptParts(data.excerpt),
  };
}

/** A query as the status line quotes it: short, on one line. */
function quoted(query: string): string {
  const line = query.replace(/\s+/g, ' ');
  return `“${line.length > 60 ? `${line.slice(0, 60)}…` : line}”`;
}

function statusText(state: SearchState): string {
  switch (state.status) {
    case 'idle':
    case 'searching':
      return '';
    case 'failed':
      return 'Search could not load.';
    case 'notBuilt':
      return 'The search index is written by a production build: run npm run build, then search again (here, or on npm run serve).';
    case 'done':
      if (state.total === 0) return `No results for ${quoted(state.query)}.`;
      return state.total > state.results.length
        ? `${state.total} results, the first ${state.results.length} shown.`
        : `${state.total} ${state.total === 1 ? 'result' : 'results'}.`;
  }
}

const focusable = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex="0"]';

/** Announces the query of an empty result not announced yet, once. */
function announceEmpty(unannounced: {current: string | null}): void {
  const query = unannounced.current;
  unannounced.current = null;
  if (query !== null) document.dispatchEvent(new CustomEvent(searchEmptyEvent, {detail: query}));
}

export default function SearchDialog({
  baseUrl,
  sitemap,
  contact,
  onClose,
}: SearchDialogProps): ReactNode {
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLDivElement>(null);
  const history = useHistory();
  const id = useId();
  const [query, setQuery] = useState('');
  const [state, setState] = useState<SearchState>({status: 'idle'});
  const [active, setActive] = useState(-1);
  const unannounced = useRef<string | null>(null);

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    input.current?.focus();
    return () => {
      if (element?.open) element.close();
    };
  }, []);

  useEffect(() => {
    const term = searchTerm(query);
    if (term === '') return undefined;
    let current = true;
    const timer = setTimeout(() => {
      (async () => {
        const pagefind = await loadPagefind(baseUrl);
        const found = await pagefind.search(term);
        if (!current || found === null) return;
        const pages = await Promise.all(
          found.results.slice(0, maxResults).map((result) => result.data()),
        );
        if (!current) return;
        // A word Pagefind matched only by a short beginning of it is a word the site does not
        // have: the query has no real match (src/lib/search/matches.ts).
        const matched = pages.flatMap((page) => matchedWords(page.content, page.locations));
        const real = matchesEveryWord(term, matched);
        // What closing the dialog must tell is recorded with the answer, not by an effect of the
        // render that shows it: a visitor may close it before that effect has run.
        unannounced.current = real && found.results.length > 0 ? null : term;
        setState({
          status: 'done',
          query: term,
          total: real ? found.results.length : 0,
          results: real ? pages.map(toResult) : [],
        });
      })().catch((error: unknown) => {
        if (!current) return;
        unannounced.current = null;
        setState({
          status: error instanceof SearchIndexMissing ? 'notBuilt' : 'failed',
          query: term,
        });
      });
    }, debounceMs);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query, baseUrl]);

  useEffect(() => {
    if (unannounced.current === null) return undefined;
    const timer = setTimeout(() => announceEmpty(unannounced), settleMs);
    return () => clearTimeout(timer);
  }, [state]);

  useEffect(() => {
    if (active < 0) return;
    list.current?.children[active]?.scrollIntoView({block: 'nearest'});
  }, [active]);

  const close = (restoreFocus: boolean) => {
    announceEmpty(unannounced);
    dialog.current?.close();
    onClose(restoreFocus);
  };

  const results = state.status === 'done' ? state.results : [];
  const optionId = (index: number) => `${id}-result-${index}`;
  const listId = `${id}-results`;
  const statusId = `${id}-status`;

  const open = (result: Result) => {
    close(false);
    history.push(result.url);
  };

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index + 1) % results.length);
    } else if (event.key === 'ArrowUp' && results.length > 0) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? results.length - 1 : index - 1));
    } else if (event.key === 'Enter' && results.length > 0) {
      event.preventDefault();
      const chosen = results[active < 0 ? 0 : active];
      if (chosen) open(chosen);
    }
  };

  // Tab and Shift+Tab wrap around inside the dialog.
  const onDialogKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Tab' || !dialog.current) return;
    const elements = [...dialog.current.querySelectorAll<HTMLElement>(focusable)].filter(
      (element) => element.tabIndex >= 0,
    );
    const first = elements[0];
    const last = elements[elements.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Escape: the dialog's cancel event, handled here so focus goes back where it was.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    close(true);
  };

  // A click on the backdrop lands on the dialog element itself, outside its panel.
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === dialog.current) close(true);
  };

  const expanded = results.length > 0;
  return (
    // The dialog's own keyboard handling (Tab wrap, Escape) is on the element the keys reach;
    // the click closes it only on the backdrop, which keyboard users leave with Escape.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-label="Search the site"
      data-status={state.status}
      data-query={state.status === 'idle' ? undefined : state.query}
      onCancel={onCancel}
      onClick={onDialogClick}
      onKeyDown={onDialogKeyDown}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <label htmlFor={`${id}-field`} className="sr-only">
            Search the site
          </label>
          <input
            ref={input}
            id={`${id}-field`}
            className={styles.field}
            type="text"
            role="combobox"
            aria-expanded={expanded}
            aria-controls={expanded ? listId : undefined}
            aria-activedescendant={active >= 0 ? optionId(active) : undefined}
            aria-autocomplete="list"
            aria-describedby={statusId}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            enterKeyHint="go"
            dir="auto"
            placeholder="Search posts, guides, services…"
            value={query}
            onChange={(event) => {
              const value = event.target.value;
              setQuery(value);
              setActive(-1);
              const term = searchTerm(value);
              // A query erased before it was told is not told.
              if (term === '') unannounced.current = null;
              setState((previous) =>
                term === ''
                  ? {status: 'idle'}
                  : previous.status === 'done'
                    ? previous
                    : {status: 'searching', query: term},
              );
            }}
            onKeyDown={onInputKeyDown}
          />
          <Button type="button" variant="outline" size="sm" onClick={() => close(true)}>
            Close
          </Button>
        </div>
        <p id={statusId} role="status" className={styles.status}>
          {statusText(state)}
        </p>
        {expanded && (
          <div
            ref={list}
            id={listId}
            role="listbox"
            aria-label="Results"
            className={styles.results}>
            {results.map((result, index) => (
              <Link
                key={result.url}
                id={optionId(index)}
                to={result.url}
                role="option"
                aria-selected={index === active}
                tabIndex={-1}
                className={clsx(styles.result, index === active && styles.active)}
                onClick={() => close(false)}
                onMouseMove={() => setActive(index)}>
                <span className={styles.title}>{result.title}</span>
                <span className={styles.meta}>
                  {searchKindLabel(result.kind)}
                  {result.date !== null && (
                    <>
                      {' · '}
                      <time dateTime={result.date}>{formatDate(result.date)}</time>
                    </>
                  )}
                </span>
                <span className={styles.excerpt} dir="auto">
                  {result.excerpt.map((part, at) =>
                    part.highlighted ? <mark key={at}>{part.text}</mark> : part.text,
                  )}
                </span>
              </Link>
            ))}
          </div>
        )}
        {state.status === 'idle' && (
          <p className={styles.hint}>
            Search the posts, guides, services, industries and areas of the site.
          </p>
        )}
        {((state.status === 'done' && state.total === 0) || state.status === 'failed') && (
          <p className={styles.empty} data-search-empty="">
            Every page is listed on the{' '}
            <Link to={sitemap.to} onClick={() => close(false)}>
              {sitemap.label}
            </Link>
            , or ask me directly:{' '}
            <Link to={contact.to} onClick={() => close(false)}>
              {contact.label}
            </Link>
            .
          </p>
        )}
      </div>
    </dialog>
  );
}
