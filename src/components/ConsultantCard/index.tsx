import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import Card from '@site/src/components/Card';
import CheckList from '@site/src/components/CheckList';
import type {HeroPanelComponent} from '@site/src/components/Hero/panel';
import Portrait from '@site/src/components/Portrait';
import {firstCall} from '@site/src/data/firstCall';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/** Drawn size of the portrait on the card, in CSS pixels. */
const portraitSize = 88;

export interface ConsultantCardProps {
  /** A link under the list (to the page that says more about the call), and where it leads. */
  readonly link?: string;
  readonly to?: string;
  /** For someone who has booked the call: what they will take away, not an invitation to book. */
  readonly booked?: boolean;
}

/**
 * The consultant beside a first screen's call to action: the portrait (the photograph of
 * src/data/site.ts, or the monogram), name, job title and city, and what the first strategy call
 * gives (src/data/firstCall.ts). In MDX, inside the Hero: `<ConsultantCard link="…" to="/contact" />`;
 * on the booking confirmation, `<ConsultantCard booked />`.
 */
function ConsultantCard({link, to, booked = false}: ConsultantCardProps): ReactNode {
  return (
    <Card elevation="floating" className={styles.card}>
      <div className={styles.person}>
        {/* The name is written beside it. The first screen's only picture: it loads first. */}
        <Portrait size={portraitSize} decorative priority className={styles.portrait} />
        <div>
          <p className={styles.name}>{site.name}</p>
          <p className={styles.role}>
            {site.jobTitle}
            <br />
            {site.location.label} · {site.yearsOfExperience} years
          </p>
        </div>
      </div>
      <h2 className={styles.title}>{booked ? firstCall.bookedTitle : firstCall.title}</h2>
      <CheckList>
        <ul>
          {firstCall.gives.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </CheckList>
      {link && to && (
        <Link to={to} className={styles.link}>
          {link} <span aria-hidden="true">→</span>
        </Link>
      )}
    </Card>
  );
}

(ConsultantCard as HeroPanelComponent).heroPanel = true;

export default ConsultantCard;
