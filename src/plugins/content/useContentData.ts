/** The content plugin's global data (./globalData.ts), for the theme's components. */
import {usePluginData} from '@docusaurus/useGlobalData';

import {pluginName, type ContentGlobalData} from './globalData';

export function useContentData(): ContentGlobalData {
  return usePluginData(pluginName) as ContentGlobalData;
}
