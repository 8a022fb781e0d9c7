/**
 * Measuring what brings clients (see the README): adds to every page the attribution of bookings
 * (./client/attribution.ts) and, when src/data/analytics.ts turns a provider on, that provider's
 * analytics (./client/plausible or ./client/umami). The provider is chosen here, when the site is
 * built: with analytics off, no analytics code is bundled at all; with one on, the other's code is
 * not either. A mistake in the setting stops the build with the file and the field.
 *
 * After the build it writes build-hosting/measurement.json (the scheduling link and the analytics
 * as built), which the browser tests of a build read to know what it should send where.
 *
 * `SITE_MEASUREMENT=off` in the environment leaves all of it out of the pages, for the benchmark
 * to weigh what it costs (`npm run bench -- --only=measurement`); sites are never built so.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

import {analytics} from '../../data/analytics';
import {site} from '../../data/site';
import {resolveAnalytics, type ResolvedAnalytics} from '../../lib/measurement/analytics';
import {hostingDirOf} from '../hosting';

export const measurementFile = 'measurement.json';

export interface MeasurementJson {
  readonly schedulingUrl: string;
  readonly analytics: ResolvedAnalytics;
}

export default function measurementPlugin(): Plugin<void> {
  const setting = resolveAnalytics(analytics, site.url);
  return {
    name: 'measurement',
    configureWebpack(_config, _isServer, utils) {
      const {DefinePlugin} = utils.currentBundler.instance;
      // For ./client/attribution.ts, which every page runs (see there).
      return {
        plugins: [new DefinePlugin({__SCHEDULING_URL__: JSON.stringify(site.schedulingUrl)})],
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
    async postBuild({outDir}) {
      const hostingDir = hostingDirOf(outDir);
      await fs.mkdir(hostingDir, {recursive: true});
      const json: MeasurementJson = {schedulingUrl: site.schedulingUrl, analytics: setting};
      await fs.writeFile(
        path.join(hostingDir, measurementFile),
        `${JSON.stringify(json, null, 2)}\n`,
      );
    },
  };
}
