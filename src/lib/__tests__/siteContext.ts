/**
 * The site's configuration as a build sees it, for tests that run a plugin over a fixture site as
 * Docusaurus tests its own plugins: docusaurus.config.ts normalized by Docusaurus's own validation
 * (so the defaults a build adds, such as the front-matter parser, are there), the options it gives
 * each content plugin, and a plugin context for a fixture site folder.
 */
import path from 'node:path';
import type {DocusaurusConfig, LoadContext, PluginConfig, PluginOptions} from '@docusaurus/types';

import config from '../../../docusaurus.config';
import type {ContentPluginOptions} from '../../plugins/content';

/**
 * Docusaurus's own validation of a site's config, which adds the defaults a build adds. It is not
 * one of Docusaurus's public exports (it lives in `@docusaurus/core/lib/server/configValidation`),
 * so a test that needs it says so plainly when an upgrade moves it.
 */
function docusaurusValidateConfig(): (config: unknown, file: string) => DocusaurusConfig {
  const module = '@docusaurus/core/lib/server/configValidation';
  try {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const found = require(module) as {
      validateConfig: (config: unknown, file: string) => DocusaurusConfig;
    };
    return found.validateConfig;
  } catch (error) {
    throw new Error(
      `The tests of the content plugin normalize docusaurus.config.ts with Docusaurus's validateConfig from ${module}, which this version of Docusaurus no longer has there: find where it moved and update src/lib/__tests__/siteContext.ts (${String(error)})`,
    );
  }
}

const siteConfig = docusaurusValidateConfig()(config, 'docusaurus.config.ts');

/** What a plugin of the site is given: the context of a build of the site at `siteDir`. */
export function fixtureContext(siteDir: string): LoadContext {
  const {defaultLocale} = siteConfig.i18n;
  return {
    siteDir,
    siteConfig,
    generatedFilesDir: path.join(siteDir, '.docusaurus'),
    localizationDir: path.join(siteDir, siteConfig.i18n.path, defaultLocale),
    outDir: path.join(siteDir, 'build'),
    baseUrl: siteConfig.baseUrl,
    // A fixture site has no translations: Docusaurus translates a locale whose folder exists.
    i18n: {
      ...siteConfig.i18n,
      currentLocale: defaultLocale,
      localeConfigs: {[defaultLocale]: {translate: false}},
    },
    codeTranslations: {},
  } as unknown as LoadContext;
}

/** The options of the classic preset, as docusaurus.config.ts writes them. */
function presetOptions() {
  const preset = siteConfig.presets.find(
    (entry): entry is [string, Record<string, unknown>] =>
      Array.isArray(entry) && entry[0] === 'classic',
  );
  if (!preset) throw new Error('docusaurus.config.ts has no classic preset');
  return preset[1];
}

/** The blog plugin's options, as the preset hands them to it. */
export const blogOptions = () => presetOptions().blog as Record<string, unknown>;

/** The content plugin's options, as docusaurus.config.ts gives them. */
export function contentPluginOptions(): ContentPluginOptions {
  const entry = siteConfig.plugins.find(
    (plugin: PluginConfig): plugin is [string, PluginOptions] =>
      Array.isArray(plugin) && plugin[0] === './src/plugins/content/index.ts',
  );
  if (!entry) throw new Error('docusaurus.config.ts does not add the content plugin');
  return entry[1] as unknown as ContentPluginOptions;
}
