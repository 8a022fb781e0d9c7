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
    // A browser test's page (tests/browser/harness.mjs, openPage) reports its problems and dialogs
    // as they happen: `problems` is read anew each time, so a copy taken by destructuring when the
    // page opens is empty for good, and an assertion on it can never fail.
    files: ['tests/**/*.mjs'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'VariableDeclarator[init.argument.callee.name=/^(openPage|openStandIn)$/] > ObjectPattern > Property[key.name="problems"]',
          message:
            'Keep the opened page and read opened.problems when checking: destructured, it is the empty list of the moment the page opened.',
        },
      ],
    },
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
