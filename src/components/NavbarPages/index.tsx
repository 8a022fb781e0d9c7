/**
 * The header's links to the site's pages (navbar item type `custom-siteNavigation`): the About
 * dropdown, then one link per page of src/data/navigation.ts, each labeled with its page's name
 * unless the navigation gives one. The content plugin resolves them against the content model and
 * hands them over as its global data, so the labels are the pages' own.
 */
import type {ReactNode} from 'react';
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import NavbarDropdown from '@site/src/components/NavbarDropdown';
import {useContentData} from '@site/src/plugins/content/useContentData';

export interface NavbarPagesProps {
  readonly position?: 'left' | 'right';
  /** Set by the mobile menu. */
  readonly mobile?: boolean;
  /** In the mobile menu: closes the menu when a link is chosen. */
  readonly onClick?: () => void;
}

export default function NavbarPages({
  position,
  mobile = false,
  onClick,
}: NavbarPagesProps): ReactNode {
  const {header} = useContentData().navigation;
  return (
    <>
      <NavbarDropdown
        label={header.dropdown.label}
        items={header.dropdown.items}
        position={position}
        mobile={mobile}
        onClick={onClick}
      />
      {header.links.map((link) =>
        mobile ? (
          <DefaultNavbarItem
            key={link.to}
            mobile
            label={link.label}
            to={link.to}
            onClick={onClick}
          />
        ) : (
          <DefaultNavbarItem key={link.to} label={link.label} to={link.to} position={position} />
        ),
      )}
    </>
  );
}
