import type {ComponentPropsWithoutRef, ReactNode} from 'react';

type ExternalLinkProps = Omit<ComponentPropsWithoutRef<'a'>, 'target' | 'rel'> & {
  readonly href: string;
};

/** A link that leaves the site: opens in a new tab and says so to screen readers. */
export default function ExternalLink({children, ...props}: ExternalLinkProps): ReactNode {
  return (
    <a target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
