/**
 * Wrapped (safe): on phones and tablets the color mode button sits in the mobile menu's header,
 * where it is a 44 × 44 px target like the menu's other controls (the theme draws it smaller).
 */
import type {ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import styles from './styles.module.css';

type Props = WrapperProps<typeof ColorModeToggleType>;

export default function ColorModeToggleWrapper({className, ...props}: Props): ReactNode {
  return <ColorModeToggle {...props} className={clsx(className, styles.toggle)} />;
}
