/**
 * Replaces @theme-original/DocRoot/Layout (unsafe, small). The knowledge base is part of the site,
 * not a documentation site inside it: no sidebar column (it listed one or two guides). Its index
 * lists every guide as a card, and each guide leads to the next and the previous
 * (src/theme/DocItem/Layout). The page's width is the guide's layout's, under the site's header.
 */
import type {ReactNode} from 'react';
import type {Props} from '@theme/DocRoot/Layout';

export default function DocRootLayout({children}: Props): ReactNode {
  return <main>{children}</main>;
}
