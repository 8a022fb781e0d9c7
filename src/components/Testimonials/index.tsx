import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import type {Testimonial} from '@site/src/data/testimonials';
import styles from './styles.module.css';

export interface TestimonialsProps {
  readonly items: readonly Testimonial[];
  readonly className?: string;
}

/** Client quotes, each a figure with the quote and who said it. */
export default function Testimonials({items, className}: TestimonialsProps): ReactNode {
  return (
    <Grid columns={{md: 2}} className={className}>
      {items.map((testimonial) => (
        <li key={testimonial.name} className={styles.item}>
          <Card as="figure" elevation="raised" className={styles.figure}>
            <span className={styles.mark} aria-hidden="true">
              “
            </span>
            <blockquote className={styles.quote}>
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.initials} aria-hidden="true">
                {initialsOf(testimonial.name)}
              </span>
              <span>
                <span className={styles.name}>{testimonial.name}</span>
                <span className={styles.role}>{testimonial.jobTitle}</span>
              </span>
            </figcaption>
          </Card>
        </li>
      ))}
    </Grid>
  );
}

/** "Maria L." gives "ML". */
function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join('')
    .toUpperCase();
}
