import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-hosting/',
      'build-test/',
      'build-test-hosting/',
      'build-test-plain/',
      'build-test-plain-hosting/',
      'build-test-*/',
      'build-stats/',
      '.scratch/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'bench-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Destructuring a property away to drop it names it with a leading underscore.
      '@typescript-eslint/no-unused-vars': [
        'error',
        {varsIgnorePattern: '^_', argsIgnorePattern: '^_', ignoreRestSiblings: true},
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // CommonJS modules (the route-shards loader, which the bundler requires) import with require.
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs'},
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: {globals: {...globals.browser}},
  },
  {
    files: ['**/__tests__/**/*.ts'],
    languageOptions: {globals: {...globals.jest, ...globals.node}},
  },
);
