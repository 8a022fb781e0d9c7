/**
 * The client module of the page check, on the development server only (the content plugin adds it
 * when docusaurus.config.ts gives it the page check): mounts the panel (./Panel.tsx) in a root of
 * its own at the end of the body, outside the site's React tree, and tells it when the route
 * changes.
 */
import {createRoot} from 'react-dom/client';

import Panel from './Panel';
import './styles.css';

if (typeof document !== 'undefined' && !document.getElementById('page-check-root')) {
  const host = document.createElement('div');
  host.id = 'page-check-root';
  document.body.append(host);
  createRoot(host).render(<Panel />);
}

export function onRouteDidUpdate(): void {
  window.dispatchEvent(new Event('page-check:route'));
}
