import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier/flat';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (dir) =>
  fs
    .readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name);

// Every folder of src/client/features is a feature; none may import another.
const CLIENT_FEATURES = foldersOf('./src/client/features');
// Every folder of src/server/features is a feature; another part of the server may import only its public.ts.
const SERVER_FEATURES = foldersOf('./src/server/features');
const PUBLIC_MODULES = SERVER_FEATURES.map((f) => `./${f}/public.ts`);

const TEST_FILES = ['**/*.test.{ts,tsx}', 'src/server/test/**', 'e2e/**', 'bench/**'];

// The architecture, enforced: shared imports nothing of ours; the server and the client never import each other;
// client features never import each other, and only app/ may import features.
const layerZones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/client'],
    message: 'src/shared is pure: no server or client imports.',
  },
  { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
  { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
  ...CLIENT_FEATURES.map((f) => ({
    target: `./src/client/features/${f}`,
    from: './src/client/features',
    except: [`./${f}`],
    message: 'Features never import each other: move shared code to components/ or lib/.',
  })),
  {
    target: ['./src/client/components', './src/client/lib'],
    from: ['./src/client/features', './src/client/app'],
    message: 'Shared client code imports no feature or app code.',
  },
  {
    target: './src/client/features',
    from: './src/client/app',
    message: 'Features never import app code (the import direction is shared -> features -> app).',
  },
];

// Server features reach each other only through each one's public.ts. What sits below the features imports none of
// them (docs/decisions/0055): app.ts hands in what they need. The composition root (app.ts, server.ts,
// job-registry.ts), process/ and seed/ sit above the features; tests may reach anything.
const serverZones = [
  ...SERVER_FEATURES.map((f) => ({
    target: `./src/server/features/${f}`,
    from: './src/server/features',
    except: [`./${f}`, ...PUBLIC_MODULES.filter((p) => !p.startsWith(`./${f}/`))],
    message: "Server features use each other only through the other feature's public.ts.",
  })),
  {
    target: [
      './src/server/plugins',
      './src/server/lib',
      './src/server/db',
      './src/server/adapters',
      './src/server/jobs',
      './src/server/realtime',
      './src/server/effects',
      './src/server/limits',
      './src/server/audit',
    ],
    from: './src/server/features',
    message: 'Below the features: no feature import (pass what is needed in from app.ts, or move the code up).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'node_modules',
      'test-results*',
      'playwright-report',
      '.data-*',
      'data',
      'src/server/db/migrations',
    ],
  },
  js.configs.recommended,
  // Type-checked rules (docs/decisions/0001): promises that are never awaited, any leaking out of JSON, and the like.
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Fastify plugins and hooks are async by contract (a plugin without `done` must return a promise).
      '@typescript-eslint/require-await': 'off',
      // <form onSubmit={form.handleSubmit(save)}> is react-hook-form's documented use: the handler catches its errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...serverZones] }],
    },
  },
  {
    // No import cycles, between files or folders (docs/decisions/0055); the folder level is also checked by
    // src/server/architecture.test.ts, which counts inline type imports too.
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Configuration is read once, in config.ts, and passed in.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/config.ts', ...TEST_FILES],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration in src/server/config.ts and pass it in.' },
      ],
    },
  },
  {
    // inject()'s and fetch's .json() are `any` by design; tests assert on the shape they read. Tests may also reach
    // into any feature (fixtures, internals under test).
    files: TEST_FILES,
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'i18next',
              message:
                "The app's texts are '@/client/i18n/texts' (decision 0078); i18next is a dev dependency of texts.test.ts only.",
            },
            {
              name: 'react-router',
              importNames: ['Navigate'],
              message: "Use Redirect from '@/client/components/redirect': on the server it answers 302.",
            },
          ],
        },
      ],
    },
  },
  // The one place i18next may be imported: the test that holds the texts runtime to its rules.
  { files: ['src/client/i18n/texts.test.ts'], rules: { 'no-restricted-imports': 'off' } },
  // Plain JavaScript (scripts, this file) is not in the TypeScript project.
  { files: ['**/*.{js,mjs,cjs}'], ...tseslint.configs.disableTypeChecked },
  // Formatting is Prettier's (npm run format; checked in .ci/run): no lint rule argues with it.
  prettier,
);
