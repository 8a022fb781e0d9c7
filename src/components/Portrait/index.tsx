import type {ReactNode} from 'react';
import clsx from 'clsx';
import photograph, {Image} from '@generated/site-images/default/portrait';
import {site} from '@site/src/data/site';
import {monogramColors, monogramInitials} from '@site/src/lib/images/monogram';
import styles from './styles.module.css';

export interface PortraitProps {
  /** How wide it is drawn, in CSS pixels (a square): the browser picks the file from it. */
  readonly size: number;
  /** The name is printed right beside it (a byline, the profile's heading): screen readers skip it. */
  readonly decorative?: boolean;
  /** It is the largest thing on the page's first screen: load it at once and first. */
  readonly priority?: boolean;
  readonly className?: string;
}

/**
 * The consultant's portrait: the photograph that `portrait` in src/data/facts/site.json names (with
 * what it shows, its `alt`), through the
 * image pipeline (src/plugins/images), drawn as a circle; without one, the monogram of the name's
 * initials. Drawn at `size` by the caller's CSS class or by the default of each size.
 */
export default function Portrait({
  size,
  decorative = false,
  priority = false,
  className,
}: PortraitProps): ReactNode {
  if (photograph && Image) {
    return (
      <Image
        image={photograph}
        alt={site.portrait?.alt ?? ''}
        decorative={decorative}
        priority={priority}
        sizes={`${size}px`}
        className={clsx(styles.portrait, className)}
      />
    );
  }
  return (
    <svg
      className={clsx(styles.portrait, className)}
      viewBox="0 0 100 100"
      width={size}
      height={size}
      {...(decorative
        ? {'aria-hidden': true}
        : {role: 'img', 'aria-label': `Monogram of ${site.name}`})}>
      <circle cx="50" cy="50" r="50" fill={monogramColors.disc} />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fill={monogramColors.text}
        fontSize="38"
        fontWeight="700"
        letterSpacing="1">
        {monogramInitials(site.name)}
      </text>
    </svg>
  );
}
