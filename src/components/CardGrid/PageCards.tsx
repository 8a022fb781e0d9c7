import type {ReactNode} from 'react';
import {usePage} from '@site/src/components/Page/context';
import ResultFigures from '@site/src/components/ResultFigures';
import type {CardEntry} from '@site/src/lib/content/types';
import {formatDate} from '@site/src/lib/date';
import CardGrid, {type CardGridProps} from './index';

export interface PageCardsProps extends Pick<CardGridProps, 'columns' | 'headingLevel'> {
  /**
   * The small label above each card's title. `{count}` stands for the number of pages the card's
   * own page lists ("{count} specialist services"), `{name}` for the page's name and
   * `{category}` for a case study's category.
   */
  readonly eyebrow?: string;
  /** The label above the title of a page that is not written yet. */
  readonly comingSoon?: string;
  /**
   * The call to action at the foot of each card (default "Learn more"); `{name}` as above. A page
   * that is not written yet has none: its card promises nothing.
   */
  readonly cta?: string;
  /** Shows a case study's date under its title, after this word ("Published"). */
  readonly dated?: string;
  /** Shows a case study's headline figures under its text. */
  readonly results?: boolean;
}

/** `{count}`, `{name}` and `{category}` in a label, for one card. */
function fill(template: string | undefined, card: CardEntry): string | undefined {
  return template
    ?.replaceAll('{count}', String(card.childCount))
    .replaceAll('{name}', card.name)
    .replaceAll('{category}', card.kind === 'case-study' ? card.category : '');
}

/**
 * A card for each page the current page lists: a hub's services, an area's regions, the
 * industries, the case studies. They come from the content model, so a new page's card appears
 * when its file is added. In MDX: `<PageCards columns={4} />`; for the case studies,
 * `<PageCards columns={1} eyebrow="{category}" dated="Published" results />`.
 */
export default function PageCards({
  eyebrow,
  comingSoon = 'Coming soon',
  cta,
  dated,
  results = false,
  columns,
  headingLevel,
}: PageCardsProps): ReactNode {
  const {children} = usePage();
  // Only an announced page is "coming soon"; an industry on its fallback layout is listed as live.
  const soon = (card: CardEntry) => card.status === 'coming-soon';
  return (
    <CardGrid
      columns={columns}
      headingLevel={headingLevel}
      items={children.map((card) => ({
        title: card.cardTitle,
        description: card.card,
        to: card.path,
        eyebrow: soon(card) ? comingSoon : fill(eyebrow, card) || undefined,
        cta: fill(cta, card),
        soon: soon(card),
        ...(dated && card.kind === 'case-study'
          ? {
              meta: (
                <>
                  {dated} <time dateTime={card.date}>{formatDate(card.date)}</time>
                </>
              ),
            }
          : {}),
        ...(results && card.kind === 'case-study'
          ? {details: <ResultFigures results={card.results} variant="compact" />}
          : {}),
      }))}
    />
  );
}
