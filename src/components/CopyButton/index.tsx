import type {ReactNode} from 'react';
import clsx from 'clsx';
import Button, {type ButtonSize, type ButtonVariant} from '@site/src/components/Button';
import {copyText} from '@site/src/lib/clipboard';
import {measureAttribute, type MeasuredClick} from '@site/src/lib/measurement/signals';
import {toast, type ToastOptions} from '@site/src/lib/toast/store';
import styles from './styles.module.css';

export interface CopyButtonProps {
  /** What goes to the clipboard, or a function that reads it when the button is pressed. */
  readonly text: string | (() => string);
  /** The toast after a successful copy. */
  readonly copied: ToastOptions;
  /** The destructive toast when the browser does not allow the copy; it stays until closed. */
  readonly failed: ToastOptions;
  readonly variant?: ButtonVariant;
  readonly size?: ButtonSize;
  readonly className?: string;
  /** The analytics event a press reports, when analytics is on (src/lib/measurement/signals). */
  readonly measure?: MeasuredClick;
  readonly children: ReactNode;
}

/**
 * A button that copies text and confirms it with a toast. It needs JavaScript, so it stays
 * invisible (keeping its place, so nothing shifts) until the page has hydrated.
 */
export default function CopyButton({
  text,
  copied,
  failed,
  variant = 'outline',
  size = 'sm',
  className,
  measure,
  children,
}: CopyButtonProps): ReactNode {
  return (
    <Button
      {...{[measureAttribute]: measure}}
      variant={variant}
      size={size}
      className={clsx(styles.copy, className)}
      onClick={() => {
        copyText(typeof text === 'function' ? text() : text).then(
          () => toast(copied),
          () => toast({duration: Infinity, ...failed, variant: 'destructive'}),
        );
      }}>
      {children}
    </Button>
  );
}
