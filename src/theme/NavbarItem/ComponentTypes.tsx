/**
 * Ejected (the supported way to choose navbar item types). Only the types this site's navbar uses
 * are listed: the theme's full map would put the docs plugin's version and sidebar items, the
 * locale dropdown and the search item into main.js on every page (none is used here). A new item
 * type in `themeConfig.navbar.items` must be added here; the theme names the missing type.
 *  - `default`: a plain link (items without a `type`).
 *  - `html`: raw HTML, kept for footer-like notes.
 *  - `custom-siteNavigation`: the links to the site's pages, labeled from the content model
 *    (src/components/NavbarPages): the About dropdown, opened by click, Enter, Space or ArrowDown,
 *    by a hover that rests, with a grace window (src/lib/hoverIntent.ts), and usable without
 *    JavaScript (the built-in dropdown does none of this), then a link per page.
 *  - `custom-callToAction`: the "Let’s Talk" button, drawn by the site's Button component.
 *  - `custom-search`: the search control (src/components/Search): a link to the HTML sitemap
 *    without JavaScript, a button that loads and opens the search dialog with it.
 */
import DefaultNavbarItem from '@theme/NavbarItem/DefaultNavbarItem';
import HtmlNavbarItem from '@theme/NavbarItem/HtmlNavbarItem';
import type {ComponentTypesObject} from '@theme/NavbarItem/ComponentTypes';
import NavbarCallToAction from '@site/src/components/NavbarCallToAction';
import NavbarPages from '@site/src/components/NavbarPages';
import SearchControl from '@site/src/components/Search';

// The theme's type lists every built-in type; the ones this site does not use are left out on
// purpose (see above), so the object is widened through `unknown` once, here.
const componentTypes = {
  default: DefaultNavbarItem,
  html: HtmlNavbarItem,
  'custom-siteNavigation': NavbarPages,
  'custom-callToAction': NavbarCallToAction,
  'custom-search': SearchControl,
} as unknown as ComponentTypesObject;

export default componentTypes;
