/**
 * Ejected (the supported way to add navbar item types): the original map, spread, plus the
 * site's own types. The navbar itself is not ejected.
 *  - `custom-dropdown`: the header's About dropdown, with the keyboard, hover timing and
 *    no-JavaScript behaviour of the spec (the built-in dropdown has neither).
 *  - `custom-callToAction`: the "Let’s Talk" button, drawn by the site's Button component.
 */
import ComponentTypes from '@theme-original/NavbarItem/ComponentTypes';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import NavbarCallToAction from '@site/src/components/NavbarCallToAction';
import NavbarDropdown from '@site/src/components/NavbarDropdown';

const componentTypes: ComponentTypesObject = {
  ...ComponentTypes,
  'custom-dropdown': NavbarDropdown,
  'custom-callToAction': NavbarCallToAction,
};

export default componentTypes;
