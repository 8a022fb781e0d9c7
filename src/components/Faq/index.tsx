import {Children, isValidElement, type ReactElement, type ReactNode} from 'react';
import type {FAQPage, Question as QuestionNode} from 'schema-dts';
import {usePage} from '@site/src/components/Page/context';
import Section, {type SectionProps} from '@site/src/components/Section';
import StructuredData from '@site/src/components/StructuredData';
import {asBlocks} from '@site/src/lib/react/children';
import {textOf} from '@site/src/lib/react/text';
import {absoluteUrl} from '@site/src/lib/seo/metadata';
import styles from './styles.module.css';

export interface QuestionProps {
  /** The question, as a visitor would ask it. */
  readonly q: string;
  /** The answer: a paragraph or more of Markdown. */
  readonly children: ReactNode;
}

/** One question and its answer, a disclosure that opens with a click, a key or without JavaScript. */
export function Question({q, children}: QuestionProps): ReactNode {
  return (
    <details className={styles.item}>
      <summary className={styles.question}>{q}</summary>
      <div className={styles.answer}>{asBlocks(children)}</div>
    </details>
  );
}

export interface FaqProps extends Pick<SectionProps, 'variant' | 'subtitle'> {
  readonly id?: string;
  readonly title?: string;
  /** <Question> elements. */
  readonly children: ReactNode;
}

/**
 * Frequently asked questions, each a disclosure, and the page's FAQPage structured data built
 * from the same questions and answers, so that what the page shows and what it describes cannot
 * drift apart. In MDX:
 *
 *     <Faq title="Questions About Pricing">
 *     <Question q="What does the first call cost?">Nothing: …</Question>
 *     </Faq>
 */
export default function Faq({
  id = 'faq',
  title = 'Frequently Asked Questions',
  subtitle,
  variant,
  children,
}: FaqProps): ReactNode {
  const {entry} = usePage();
  const questions = Children.toArray(children).filter(
    (child): child is ReactElement<QuestionProps> =>
      isValidElement(child) && (child.type as unknown) === Question,
  );
  const faq: FAQPage = {
    '@type': 'FAQPage',
    '@id': `${absoluteUrl(entry.path)}#faq`,
    url: absoluteUrl(entry.path),
    mainEntity: questions.map((question): QuestionNode => ({
      '@type': 'Question',
      name: question.props.q,
      acceptedAnswer: {'@type': 'Answer', text: textOf(question.props.children)},
    })),
  };
  return (
    <Section id={id} title={title} subtitle={subtitle} variant={variant} narrow>
      <div className={styles.list}>{questions}</div>
      {entry.indexable && questions.length > 0 && <StructuredData data={[faq]} />}
    </Section>
  );
}
