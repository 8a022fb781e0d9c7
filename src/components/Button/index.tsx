import type {ComponentPropsWithoutRef, ReactNode} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import styles from './styles.module.css';

export type ButtonVariant = 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost' | 'link';
export type ButtonSize = 'default' | 'sm' | 'lg' | 'icon';

interface StyleProps {
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
}

/** The class names of a button of the given variant and size. */
function buttonClassName({variant = 'default', size = 'default', className}: StyleProps): string {
  return clsx(styles.button, styles[`variant-${variant}`], styles[`size-${size}`], className);
}

type ButtonAsButton = StyleProps &
  ComponentPropsWithoutRef<'button'> & {readonly to?: undefined; readonly href?: undefined};

type ButtonAsLink = StyleProps &
  Omit<ComponentPropsWithoutRef<'a'>, 'href'> & {
    /** Internal path, routed by Docusaurus. */
    readonly to?: string;
    /** External URL: opens in a new tab and says so to screen readers. */
    readonly href?: string;
  };

export type ButtonProps = ButtonAsButton | ButtonAsLink;

/**
 * A button-styled link is a call to action: its label ("Let’s Talk", "Read the Case Study") is not
 * the page's text, so the site's search leaves it out of its excerpts (a `<button>` is left out by
 * src/lib/search/interfaceText.ts already).
 */
const notSearchText = {'data-pagefind-ignore': 'all'};

/** Every button and button-styled link on the site. */
export default function Button(props: ButtonProps): ReactNode {
  const {variant, size, className, children, ...rest} = props;
  const classes = buttonClassName({variant, size, className});
  if ('to' in rest && rest.to !== undefined) {
    const {to, ...linkProps} = rest as ButtonAsLink;
    return (
      <Link to={to} className={classes} {...notSearchText} {...linkProps}>
        {children}
      </Link>
    );
  }
  if ('href' in rest && rest.href !== undefined) {
    const {href, ...linkProps} = rest as ButtonAsLink;
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className={classes}
        {...notSearchText}
        {...linkProps}>
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  const {type = 'button', ...buttonProps} = rest as ComponentPropsWithoutRef<'button'>;
  return (
    <button type={type} className={classes} {...buttonProps}>
      {children}
    </button>
  );
}
