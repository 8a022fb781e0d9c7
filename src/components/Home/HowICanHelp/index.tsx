import type {ReactNode} from 'react';
import Card from '@site/src/components/Card';
import Grid from '@site/src/components/Grid';
import Section from '@site/src/components/Section';
import styles from './styles.module.css';

interface Outcome {
  readonly title: string;
  readonly text: string;
  readonly icon: ReactNode;
}

const outcomes: readonly Outcome[] = [
  {
    title: 'Visibility',
    text: 'Be found where your customers look: Google search and maps, AI answer engines and the platforms your audience already uses.',
    icon: (
      <>
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-4-4" />
      </>
    ),
  },
  {
    title: 'Traffic',
    text: 'Turn visibility into visits with pages and content that match what people are actually searching for, not what we guess they want.',
    icon: (
      <>
        <path d="M3 17l6-6 4 4 8-8" />
        <path d="M14 7h7v7" />
      </>
    ),
  },
  {
    title: 'Growth',
    text: 'Convert visits into leads and sales, and measure what every channel returns, so your budget goes where it earns the most.',
    icon: (
      <>
        <path d="M4 20V14" />
        <path d="M10 20V10" />
        <path d="M16 20V6" />
        <path d="M22 20V3" />
      </>
    ),
  },
];

export default function HowICanHelp(): ReactNode {
  return (
    <Section
      id="how-i-can-help"
      headline={{
        tagline: 'Outcomes',
        title: 'How Can I Help You Grow?',
        subtitle:
          'Every engagement is built around three results that matter to your business, in this order.',
      }}>
      <Grid as="ol" columns={{md: 3}}>
        {outcomes.map((outcome) => (
          <Card key={outcome.title} as="li" elevation="raised" className={styles.card}>
            <svg
              className={styles.icon}
              viewBox="0 0 24 24"
              width="24"
              height="24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
              focusable="false">
              {outcome.icon}
            </svg>
            <h3 className={styles.title}>{outcome.title}</h3>
            <p className={styles.text}>{outcome.text}</p>
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
