import fs from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Every folder of src/client/features is a feature; none may import another.
const FEATURES = fs.readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

export default tseslint.config(
  { ignores: ['dist', 'dist-*', 'node_modules', 'test-results', 'playwright-report', '.data-*', 'data', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // The architecture, enforced: shared imports nothing of ours; the server and the client never import each other;
      // client features never import each other, and only app/ may import features.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/client'], message: 'src/shared is pure: no server or client imports.' },
            { target: './src/server', from: './src/client', message: 'The server never imports client code.' },
            { target: './src/client', from: './src/server', message: 'The client never imports server code.' },
            ...FEATURES.map((f) => ({
              target: `./src/client/features/${f}`,
              from: './src/client/features',
              except: [`./${f}`],
              message: 'Features never import each other: move shared code to components/ or lib/.',
            })),
            { target: ['./src/client/components', './src/client/lib'], from: ['./src/client/features', './src/client/app'], message: 'Shared client code imports no feature or app code.' },
            { target: './src/client/features', from: './src/client/app', message: 'Features never import app code (the import direction is shared -> features -> app).' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules, 'react-hooks/set-state-in-effect': 'off' },
  },
);
