/**
 * The page check's panel (development server only): a "Page check" button on every page, and
 * Alt+Shift+P, open a panel over the right of the window (fixed, so the page's own layout never
 * moves) with the page's search result, its social card, what to fix, the pages that compete with
 * it and advice on its prose. It reads the reports the server writes as files are saved, every
 * second while it is open, so a fix shows without reloading the page.
 */
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ReactNode,
} from 'react';

import type {Finding} from '../../../lib/mdx/findings';
import type {FindingsReport} from '../findings';
import type {PageReport, ReportFinding, SiteReport} from '../report';
import {resultText} from './measure';

const reportBase = '/__page-check';
const openKey = 'page-check:open';
/** How often the open panel reads the reports. */
const refreshMs = 1_000;

interface Reports {
  readonly site: SiteReport | null;
  readonly files: FindingsReport['files'];
}

async function readJson<T>(name: string): Promise<T | null> {
  try {
    const response = await fetch(`${reportBase}/${name}`, {cache: 'no-store'});
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

async function readReports(): Promise<Reports> {
  const [site, findings] = await Promise.all([
    readJson<SiteReport>('site.json'),
    readJson<FindingsReport>('findings.json'),
  ]);
  return {site, files: findings?.files ?? {}};
}

const currentPath = () => window.location.pathname.replace(/\/+$/, '') || '/';

/** Checks of the page as the browser rendered it: one h1, and a canonical link to itself. */
function renderedFindings(page: PageReport, siteUrl: string): ReportFinding[] {
  const found: ReportFinding[] = [];
  const headings = [...document.querySelectorAll('h1')].filter(
    (heading) => !heading.closest('[data-page-check]'),
  );
  if (headings.length !== 1) {
    found.push({
      rule: 'h1',
      file: page.source,
      message: `The page has ${headings.length} h1 headings; it needs exactly one, its title.`,
    });
  }
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  // The page's own address: the site's origin and its path ("/" for the home page, no trailing
  // slash elsewhere).
  if (canonical !== `${siteUrl}${page.path}`) {
    found.push({
      rule: 'canonical',
      file: page.source,
      message: `The canonical link is ${canonical ?? 'missing'}, not this page's address.`,
    });
  }
  return found;
}

function Where({file, line, field}: {file: string | null; line?: number; field?: string}) {
  if (!file) return null;
  return (
    <span className="page-check__where">
      <code>
        {file}
        {line ? `:${line}` : ''}
      </code>
      {field ? (
        <>
          {' '}
          field <code>{field}</code>
        </>
      ) : null}
    </span>
  );
}

function SearchResult({
  page,
  host,
  device,
}: {
  page: PageReport;
  host: string;
  device: 'desktop' | 'phone';
}): ReactNode {
  const shown = resultText(page.title, page.description, page.date, device);
  const crumbs = page.path.split('/').filter(Boolean);
  return (
    <figure className={`page-check__result page-check__result--${device}`}>
      <figcaption>{device === 'desktop' ? 'On a computer' : 'On a phone'}</figcaption>
      <div className="page-check__result-box" data-device={device}>
        <div className="page-check__result-url">
          <span className="page-check__result-site">{host}</span>
          <span>
            https://{host}
            {crumbs.map((crumb) => ` › ${crumb}`).join('')}
          </span>
        </div>
        <p className="page-check__result-title" data-cut={shown.title.cut}>
          {shown.title.text}
        </p>
        <p className="page-check__result-description" data-cut={shown.description.cut}>
          {shown.date ? <span className="page-check__result-date">{shown.date} — </span> : null}
          {shown.description.text}
        </p>
      </div>
    </figure>
  );
}

function SocialCards({
  page,
  host,
  drawn,
}: {
  page: PageReport;
  host: string;
  drawn: number | undefined;
}): ReactNode {
  // A card redrawn keeps its path: the time it was drawn, in its address, shows the new one.
  const image =
    drawn === undefined ? (
      <p className="page-check__card-drawing">Drawing the card…</p>
    ) : (
      <img src={`${page.image}?drawn=${drawn}`} alt="" width={1200} height={630} loading="lazy" />
    );
  return (
    <div className="page-check__social">
      <figure className="page-check__card page-check__card--linkedin">
        <figcaption>LinkedIn</figcaption>
        {image}
        <div className="page-check__card-text">
          <strong>{page.title}</strong>
          <span>{host}</span>
        </div>
      </figure>
      <figure className="page-check__card page-check__card--x">
        <figcaption>X</figcaption>
        <div className="page-check__card-frame">
          {image}
          <span className="page-check__card-domain">{host}</span>
        </div>
        <span className="page-check__card-from">From {host}</span>
      </figure>
      <figure className="page-check__card page-check__card--facebook">
        <figcaption>Facebook</figcaption>
        {image}
        <div className="page-check__card-text">
          <span className="page-check__card-host">{host.toUpperCase()}</span>
          <strong>{page.title}</strong>
          <span className="page-check__card-description">{page.description}</span>
        </div>
      </figure>
    </div>
  );
}

function FindingItem({finding, file}: {finding: ReportFinding | Finding; file: string | null}) {
  const where = 'file' in finding ? finding.file : file;
  return (
    <li data-rule={finding.rule}>
      <p>{finding.message}</p>
      <Where
        file={where}
        line={finding.line}
        field={'field' in finding ? finding.field : undefined}
      />
    </li>
  );
}

export default function Panel(): ReactNode {
  const [open, setOpen] = useState(() => sessionStorage.getItem(openKey) === '1');
  const [reports, setReports] = useState<Reports>({site: null, files: {}});
  const [path, setPath] = useState(currentPath);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();

  const refresh = useCallback(
    () =>
      readReports().then((next) => {
        setReports(next);
        setPath(currentPath());
      }),
    [],
  );

  /** Set when the panel opens: its heading takes the focus once it is shown. */
  const focusHeading = useRef(false);

  const toggle = useCallback(
    (next: boolean) => {
      setOpen(next);
      sessionStorage.setItem(openKey, next ? '1' : '0');
      if (next) {
        focusHeading.current = true;
        void refresh();
      } else {
        // The button is always shown: the focus goes back to it in the task of the key or the
        // click that closes the panel, not a frame later, when another key may already be pressed.
        buttonRef.current?.focus();
      }
    },
    [refresh],
  );

  // The heading can take the focus only once the panel is shown: as the open panel is drawn, in
  // the task of the key or the click that opened it.
  useLayoutEffect(() => {
    if (!open || !focusHeading.current) return;
    focusHeading.current = false;
    headingRef.current?.focus();
  }, [open]);

  // The keys read whether the panel is shown from the page itself, so they answer as soon as it
  // shows or hides, before this component's effects have run again.
  useLayoutEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const panel = document.getElementById(panelId);
      const shown = panel !== null && !panel.hidden;
      if (event.altKey && event.shiftKey && event.code === 'KeyP') {
        event.preventDefault();
        toggle(!shown);
      } else if (event.key === 'Escape' && shown && panel.contains(document.activeElement)) {
        toggle(false);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panelId, toggle]);

  useEffect(() => {
    const onRoute = () => void refresh();
    onRoute();
    window.addEventListener('page-check:route', onRoute);
    const timer = open ? window.setInterval(onRoute, refreshMs) : undefined;
    return () => {
      window.removeEventListener('page-check:route', onRoute);
      window.clearInterval(timer);
    };
  }, [open, refresh]);

  const page = reports.site?.pages[path];
  const host =
    (document.querySelector('meta[property="og:url"]')?.getAttribute('content') ?? '')
      .replace(/^https?:\/\//, '')
      .split('/')[0] || window.location.host;
  const fileReport = page?.source ? reports.files[page.source] : undefined;
  const canonicalBase = `https://${host}`;
  const fixes: (ReportFinding | Finding)[] = page
    ? [
        ...page.findings,
        ...(fileReport?.findings ?? []),
        ...(open ? renderedFindings(page, canonicalBase) : []),
      ]
    : [];
  const advice = fileReport?.advice ?? [];

  return (
    <aside className="page-check" aria-label="Page check" data-page-check="">
      <button
        ref={buttonRef}
        type="button"
        className="page-check__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-keyshortcuts="Alt+Shift+P"
        onClick={() => toggle(!open)}>
        Page check
        {page ? (
          <span className="page-check__count" data-empty={fixes.length === 0}>
            {fixes.length}
            <span className="page-check__hidden"> to fix</span>
          </span>
        ) : null}
      </button>
      <div id={panelId} className="page-check__panel" hidden={!open}>
        <div className="page-check__header">
          <h2 id={headingId} ref={headingRef} tabIndex={-1}>
            Page check
          </h2>
          <button type="button" className="page-check__close" onClick={() => toggle(false)}>
            Close<span className="page-check__hidden"> the page check</span>
          </button>
        </div>
        {!reports.site ? (
          <p>
            The development server has not written its report yet: it does once the site has loaded.
          </p>
        ) : !page ? (
          <p>
            This page ({path}) is generated by the blog or the knowledge base (a listing, a tag, a
            page of results): it has no file of its own to check.
          </p>
        ) : (
          <>
            <p className="page-check__source">
              <Where file={page.source} />
              {page.indexable ? null : ' · kept out of search results (noindex)'}
            </p>
            <section aria-labelledby={`${headingId}-search`}>
              <h3 id={`${headingId}-search`}>Search result</h3>
              <div
                className="page-check__scroll"
                // A region that scrolls (on a narrow screen) must be reachable by keyboard.
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
                tabIndex={0}
                role="group"
                aria-label="Search results, computer and phone">
                <SearchResult page={page} host={host} device="desktop" />
                <SearchResult page={page} host={host} device="phone" />
              </div>
            </section>
            <section aria-labelledby={`${headingId}-social`}>
              <h3 id={`${headingId}-social`}>Social card</h3>
              <SocialCards page={page} host={host} drawn={reports.site.cards[page.image]} />
            </section>
            <section aria-labelledby={`${headingId}-fix`}>
              <h3 id={`${headingId}-fix`}>What to fix ({fixes.length})</h3>
              {fixes.length === 0 ? (
                <p>Nothing: the title, description, headings, images and links follow the rules.</p>
              ) : (
                <ul className="page-check__list" data-list="fix">
                  {fixes.map((finding, index) => (
                    <FindingItem key={index} finding={finding} file={page.source} />
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={`${headingId}-compete`}>
              <h3 id={`${headingId}-compete`}>Pages that compete for this search</h3>
              {page.competitors.length === 0 ? (
                <p>None: no other page's title or description aims at the same search.</p>
              ) : (
                <ul className="page-check__list" data-list="compete">
                  {page.competitors.map((competitor) => (
                    <li key={competitor.path}>
                      <a href={competitor.path}>{competitor.title}</a>
                      <p>
                        {competitor.because}: merge the two, or make each answer its own search.
                      </p>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <section aria-labelledby={`${headingId}-advice`}>
              <h3 id={`${headingId}-advice`}>Advice on the writing ({advice.length})</h3>
              {advice.length === 0 ? (
                <p>None: no long sentence, long paragraph or passive voice stands out.</p>
              ) : (
                <ul className="page-check__list" data-list="advice">
                  {advice.map((item, index) => (
                    <li key={index} data-rule={item.rule}>
                      <p>{item.message}</p>
                      {item.text ? <blockquote>{item.text}</blockquote> : null}
                      <Where file={page.source} line={item.line} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        )}
      </div>
    </aside>
  );
}
