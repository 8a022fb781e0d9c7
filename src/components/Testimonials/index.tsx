import type {ReactNode} from 'react';
import clsx from 'clsx';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import StructuredData from '@site/src/components/StructuredData';
import {testimonials} from '@site/src/data/testimonials';
import {reviewNodes} from '@site/src/lib/structuredData/reviews';
import {initialsOf} from '@site/src/lib/text';
import styles from './styles.module.css';

/**
 * The client testimonials of src/data/facts/testimonials.json, each a figure with the quote and who said
 * it, and their Review nodes in the page's structured data: the quotes shown and the quotes
 * described are the same array. In MDX: `<Testimonials />`.
 */
export default function Testimonials({className}: {readonly className?: string}): ReactNode {
  return (
    <>
      <Grid columns={{md: 2}} className={clsx(styles.list, className)}>
        {testimonials.map((testimonial) => (
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
      <StructuredData data={reviewNodes(testimonials)} />
    </>
  );
}
