import {Children, cloneElement, isValidElement, type ReactElement, type ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import Section, {type SectionProps} from '@site/src/components/Section';
import {asBlocks} from '@site/src/lib/react/children';
import styles from './styles.module.css';

export interface StepProps {
  readonly title: string;
  /** Its position, set by <ProcessSteps>. */
  readonly number?: number;
  readonly children: ReactNode;
}

/** One numbered step of a <ProcessSteps> band. */
export function Step({title, number, children}: StepProps): ReactNode {
  return (
    <Card as="li" className={styles.step}>
      <span className={styles.number} aria-hidden="true">
        {number}
      </span>
      <h3 className={styles.name}>{title}</h3>
      <div className={styles.description}>{asBlocks(children)}</div>
    </Card>
  );
}

export interface ProcessStepsProps extends Pick<
  SectionProps,
  'variant' | 'title' | 'subtitle' | 'tagline'
> {
  readonly id?: string;
  /** A narrower row, centred (for three or fewer steps). */
  readonly narrow?: boolean;
  /** <Step> elements, numbered in order, then anything that follows the steps. */
  readonly children: ReactNode;
}

/**
 * The "how we work together" band: a headline over numbered steps, on a muted band by default.
 * In MDX:
 *
 *     <ProcessSteps id="approach" title="My Approach" subtitle="Four steps…">
 *     <Step title="Discovery Call">A 60-minute conversation…</Step>
 *     </ProcessSteps>
 */
export default function ProcessSteps({
  id = 'process',
  variant = 'muted',
  title,
  subtitle,
  tagline,
  narrow = false,
  children,
}: ProcessStepsProps): ReactNode {
  const items = Children.toArray(children);
  const steps = items.filter((child) => isValidElement(child) && child.type === Step);
  const after = items.filter((child) => !steps.includes(child));
  return (
    <Section id={id} variant={variant} title={title} subtitle={subtitle} tagline={tagline}>
      <Grid as="ol" columns={{sm: 2, lg: 'fit'}} className={narrow ? styles.narrow : undefined}>
        {steps.map((step, index) =>
          cloneElement(step as ReactElement<StepProps>, {number: index + 1}),
        )}
      </Grid>
      {after}
    </Section>
  );
}
