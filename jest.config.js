/** Unit tests of the content modules and helpers (no browser, no build). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  // Some tests encode images or start a compiler: on a busy machine (npm test runs stages side by
  // side) they take longer than jest's 5 s default without anything being wrong.
  testTimeout: 60_000,
  roots: ['<rootDir>/src'],
  setupFiles: ['<rootDir>/jest.setup.js'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
  // The unist utilities the MDX plugins walk trees with are ES modules only: compiled like the
  // site's own code.
  transformIgnorePatterns: ['/node_modules/(?!(unist-util-[a-z-]+)/)'],
  // Compiled file by file without type information (the type check is its own step): SWC, which
  // the site's build already uses, strips the types and turns the modules (TypeScript, and the
  // .mjs modules the site shares with its scripts) into CommonJS.
  transform: {
    '^.+\\.m?[tj]sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: {syntax: 'typescript', tsx: true},
          target: 'es2022',
          transform: {react: {runtime: 'automatic'}},
        },
        module: {type: 'commonjs'},
      },
    ],
  },
};
