import type {ReactNode} from 'react';
import {usePage} from '@site/src/components/Page/context';
import ResultFigures, {type ResultFiguresProps} from '@site/src/components/ResultFigures';
import type {EntryOfKind} from '@site/src/lib/content/types';

function useCaseStudy(component: string): EntryOfKind<'case-study'> {
  const {entry} = usePage();
  if (entry.kind !== 'case-study') {
    throw new Error(
      `<${component}> shows the results of a case study's front matter; use it in a file of src/content/case-studies/, not in ${entry.source ?? entry.path}.`,
    );
  }
  return entry;
}

/**
 * The case study's headline results, from its front matter's `results`, each value over its label
 * (on a card of its own by default). In MDX: `<CaseStudyResults />`.
 */
export default function CaseStudyResults({
  variant = 'cards',
}: {
  readonly variant?: ResultFiguresProps['variant'];
}): ReactNode {
  return <ResultFigures results={useCaseStudy('CaseStudyResults').results} variant={variant} />;
}

/**
 * One result of the case study's front matter as words, "#1 ranking within 24 hours", so that the
 * article quotes the figures rather than repeating them: `**<CaseStudyResult n={1} />.**` for the
 * first of `results`.
 */
export function CaseStudyResult({n}: {readonly n: number}): ReactNode {
  const {results, source} = useCaseStudy('CaseStudyResult');
  const result = results[n - 1];
  if (!result) {
    throw new Error(
      `<CaseStudyResult n={${n}} /> in ${source}: its front matter lists ${results.length} results; n counts them from 1.`,
    );
  }
  return `${result.value} ${result.label}`;
}
