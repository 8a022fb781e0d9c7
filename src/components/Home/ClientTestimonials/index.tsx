import type {ReactNode} from 'react';
import Section from '@site/src/components/Section';
import Testimonials from '@site/src/components/Testimonials';
import {testimonials} from '@site/src/data/testimonials';
import styles from './styles.module.css';

export default function ClientTestimonials(): ReactNode {
  return (
    <Section
      id="testimonials"
      variant="muted"
      headline={{
        tagline: 'Testimonials',
        title: 'What Clients Say',
        subtitle: 'Owners, marketers and founders on what working together was like.',
      }}>
      <Testimonials items={testimonials} className={styles.list} />
    </Section>
  );
}
