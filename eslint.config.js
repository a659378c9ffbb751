// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const features = readdirSync('web/src/features', { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

// The server's domains (docs/architecture.md, "The server by domain"): every folder of functions/src
// but the infrastructure (lib), the HTTP endpoints (http) and the code shared with web (shared).
const SERVER_INFRA = ['lib', 'http', 'shared'];
const domains = readdirSync('functions/src', { withFileTypes: true })
  .filter((d) => d.isDirectory() && !SERVER_INFRA.includes(d.name))
  .map((d) => d.name);

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'functions/lib/**',
      'functions/prerender/**',
      'artifacts/**',
      'emulator-data/**',
    ],
  },
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
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['openai', 'firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
              message: 'Server-only package: the browser must never load it.',
            },
            {
              group: ['@shared/collections'],
              message:
                "The registry holds every collection's schemas: import the entry from its @shared/documents/<area> (route budgets).",
            },
          ],
        },
      ],
    },
  },
  {
    // The web app's layers (docs/architecture.md): app composes features; a feature uses only
    // lib, components, config, i18n, @shared and itself; lib, components and config know no
    // feature; only the entries (main.tsx, entry-server.tsx) import the app layer. Resolved paths, so '@/…', relative and
    // dynamic imports are all checked.
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'web/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...features.map((feature) => ({
              target: `./web/src/features/${feature}`,
              from: './web/src/features',
              except: [`./${feature}`],
              message:
                'Features do not import each other: compose them in app/routes, or move the shared part to lib/ or components/.',
            })),
            {
              target: ['./web/src/lib', './web/src/components', './web/src/config', './web/src/i18n'],
              from: './web/src/features',
              message: 'lib, components, config and i18n serve every feature and know none.',
            },
            {
              target: './web/src/!(app|main.tsx)/**/*',
              from: './web/src/app',
              message: 'Only the entries (main.tsx, entry-server.tsx) import the app layer.',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The server's layers (docs/architecture.md): index.ts composes the domains; a domain uses lib,
    // shared and itself, and another domain only through that domain's index.ts; lib, http and
    // shared know no domain. (no-cycle skips type-only imports, here as in web/src.)
    files: ['functions/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'functions/tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...domains.flatMap((domain) =>
              domains
                .filter((other) => other !== domain)
                .map((other) => ({
                  target: `./functions/src/${domain}`,
                  from: `./functions/src/${other}`,
                  except: ['./index.ts'],
                  message: `Another domain is used only through its public entry, functions/src/${other}/index.ts.`,
                })),
            ),
            {
              target: SERVER_INFRA.map((dir) => `./functions/src/${dir}`),
              from: domains.map((domain) => `./functions/src/${domain}`),
              message: 'lib, http and shared serve every domain and know none (a domain registers a hook instead).',
            },
          ],
        },
      ],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // One name for the shared code outside functions/ (tsconfig.json's paths): '@shared/…'.
    files: ['tests/**/*.ts', 'e2e/**/*.ts', 'testing/**/*.ts', 'scripts/**/*.{ts,mjs}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/functions/src/shared/*'], message: "Import shared code as '@shared/…'." }] },
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
