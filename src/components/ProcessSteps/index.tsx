import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import Section, {type SectionProps} from '@site/src/components/Section';
import type {ProcessStep} from '@site/src/data/process';
import styles from './styles.module.css';

/** A numbered list of process steps; the number is the step's position. */
export default function ProcessSteps({steps}: {readonly steps: readonly ProcessStep[]}): ReactNode {
  return (
    <Grid as="ol" columns={{sm: 2, lg: 'fit'}}>
      {steps.map((step, index) => (
        <Card key={step.name} as="li" className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <h3 className={styles.name}>{step.name}</h3>
          <p className={styles.description}>{step.description}</p>
        </Card>
      ))}
    </Grid>
  );
}

export interface ProcessSectionProps extends Pick<SectionProps, 'variant'> {
  readonly id?: string;
  readonly headline: NonNullable<SectionProps['headline']>;
  readonly steps: readonly ProcessStep[];
  /** What follows the steps (rates, a booking button). */
  readonly children?: ReactNode;
}

/** The "how we work together" band: a headline over the numbered steps, on a muted band by default. */
export function ProcessSection({
  id = 'process',
  variant = 'muted',
  headline,
  steps,
  children,
}: ProcessSectionProps): ReactNode {
  return (
    <Section id={id} variant={variant} headline={headline}>
      <ProcessSteps steps={steps} />
      {children}
    </Section>
  );
}
