/** Unit tests of the content modules and helpers (no browser, no build). */
/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  moduleNameMapper: {
    '^@site/(.*)$': '<rootDir>/$1',
  },
  // The unist utilities the MDX plugins walk trees with are ES modules only: compiled like the
  // site's own code.
  transformIgnorePatterns: ['/node_modules/(?!(unist-util-[a-z-]+)/)'],
  transform: {
    '^.+\\.[tj]sx?$': [
      'ts-jest',
      {
        tsconfig: {
          module: 'commonjs',
          moduleResolution: 'node',
          esModuleInterop: true,
          jsx: 'react-jsx',
          ignoreDeprecations: '6.0',
          isolatedModules: true,
          allowJs: true,
          rootDir: '.',
        },
      },
    ],
  },
};
