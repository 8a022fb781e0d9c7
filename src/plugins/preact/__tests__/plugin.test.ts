/**
 * The preact switch changes production builds only, the server's and the client's alike, and
 * leaves the development server on React.
 */
import path from 'node:path';
import type {Configuration} from 'webpack';
import preactPlugin, {preactAliases} from '../index';

type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configure = preactPlugin().configureWebpack as unknown as ConfigureWebpack;

it('gives react and react-dom to Preact in the production builds of the server and the client', () => {
  expect(configure({mode: 'production'}, true)).toEqual({
    resolve: {alias: {react: 'preact/compat', 'react-dom': expect.any(String)}},
  });
  const client = configure({mode: 'production'}, false).resolve?.alias as Record<string, string>;
  expect(client).toMatchObject({react: 'preact/compat', 'react-dom': expect.any(String)});
  expect(Object.keys(client)).toContainEqual(
    expect.stringMatching(
      /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]ClientLifecyclesDispatcher\.js\$$/,
    ),
  );
  expect(preactAliases['react-dom']).toBe(path.join(__dirname, '..', 'react-dom'));
});

it('leaves the development server on React', () => {
  for (const isServer of [true, false]) {
    expect(configure({mode: 'development'}, isServer)).toEqual({});
  }
});
