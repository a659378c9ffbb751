// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'functions/lib/**', 'artifacts/**', 'emulator-data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.property.name='only']", message: 'No .only in committed tests.' },
        { selector: "CallExpression[callee.property.name='skip']", message: 'Tests must not be skipped.' },
      ],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features may not reach into each other's internals, and nothing imports the app layer.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['openai', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
              message: 'Server-only package: the browser must never load it.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['functions/src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase*', 'firebase-*', 'openai', 'react*'],
              message: 'shared/ is imported by web and functions: keep it free of SDKs.',
            },
          ],
        },
      ],
    },
  },
);
