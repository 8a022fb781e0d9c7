/** What every page needs from the content model, as the content plugin's global data. */
import type {SiteNavigation} from '../../lib/content/navigation';

export const pluginName = 'site-content';

export interface ContentGlobalData {
  /** The page listing the industries, under which any unknown slug shows the fallback. */
  readonly industriesPath: string | null;
  /** The header's and footer's links, resolved against the model. */
  readonly navigation: SiteNavigation;
}
