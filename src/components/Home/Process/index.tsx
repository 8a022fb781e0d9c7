import type {ReactNode} from 'react';
import ProcessSteps from '@site/src/components/ProcessSteps';
import Section from '@site/src/components/Section';
import {processes} from '@site/src/data/process';
import styles from './styles.module.css';

export default function Process(): ReactNode {
  return (
    <Section
      id="process"
      variant="muted"
      headline={{
        tagline: 'Process',
        title: 'How We Will Work Together',
        subtitle:
          'A simple process that starts with understanding and ends with results you can measure.',
      }}>
      <div className={styles.steps}>
        <ProcessSteps steps={processes.home} />
      </div>
    </Section>
  );
}
