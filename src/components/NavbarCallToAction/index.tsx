import type {ReactNode} from 'react';
import Button from '@site/src/components/Button';
import styles from './styles.module.css';

export interface NavbarCallToActionProps {
  readonly label: string;
  readonly to: string;
  /** Set by the mobile menu, which renders navbar items as a list. */
  readonly mobile?: boolean;
  /** In the mobile menu: closes the menu. */
  readonly onClick?: () => void;
}

/** The header's call to action (navbar item type `custom-callToAction`). */
export default function NavbarCallToAction({
  label,
  to,
  mobile = false,
  onClick,
}: NavbarCallToActionProps): ReactNode {
  if (mobile) {
    return (
      <li className={styles.mobile}>
        <Button to={to} onClick={onClick} className={styles.mobileButton}>
          {label}
        </Button>
      </li>
    );
  }
  return (
    <Button to={to} size="sm" className={styles.desktop}>
      {label}
    </Button>
  );
}
