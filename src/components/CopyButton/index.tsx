import type {ReactNode} from 'react';
import clsx from 'clsx';
import Button, {type ButtonSize, type ButtonVariant} from '@site/src/components/Button';
import {copyText} from '@site/src/lib/clipboard';
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
  children,
}: CopyButtonProps): ReactNode {
  return (
    <Button
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
