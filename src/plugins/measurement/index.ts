/**
 * Measuring what brings clients (see ./README.md): adds to every page the attribution of bookings
 * (./client/attribution.ts) and, when src/data/analytics.ts turns a provider on, that provider's
 * analytics (./client/plausible or ./client/umami). The provider is chosen when the site is built
 * (docusaurus.config.ts resolves the setting once and hands it here and to the content plugin,
 * whose after-build allows the endpoint in the Content-Security-Policy): with analytics off, no
 * analytics code is bundled at all; with one on, the other's code is not either. A mistake in the
 * setting stops the build with the file and the field.
 *
 * `SITE_MEASUREMENT=off` in the environment leaves all of it out of the pages, for the benchmark
 * to weigh what it costs (`npm run bench -- --only=measurement`); sites are never built so.
 */
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import type {Measurement} from '../../lib/measurement/analytics';

export interface MeasurementPluginOptions {
  readonly measurement: Measurement;
}

export default function measurementPlugin(
  _context: unknown,
  {measurement}: MeasurementPluginOptions,
): Plugin<void> {
  const setting = measurement.analytics;
  return {
    name: 'measurement',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      // For ./client/attribution.ts, which every page runs (see there).
      return {
        plugins: [
          new DefinePlugin({__SCHEDULING_URL__: JSON.stringify(measurement.schedulingUrl)}),
        ],
      };
    },
    getClientModules() {
      if (process.env.SITE_MEASUREMENT === 'off') return [];
      const client = path.join(__dirname, 'client');
      return [
        path.join(client, 'attribution.ts'),
        ...(setting.provider === 'none' ? [] : [path.join(client, setting.provider, 'index.ts')]),
      ];
    },
  };
}
