import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The client's layers (client/README.md): shared code (components, lib, hooks, api) -> features ->
 * app. A feature never imports another feature: what two features need moves to the shared layer,
 * and the app composes features. Zones are read from the folders, so a new feature is covered
 * without editing this file; the TypeScript resolver follows the `@/` and `@shared/` aliases, so a
 * relative `../../other-feature/...` import is caught as well as an aliased one.
 */
const CLIENT = 'client/src';
const features = fs
  .readdirSync(`${CLIENT}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const SHARED = ['components', 'lib', 'hooks', 'api'];
const layerZones = [
  ...features.map((name) => ({
    target: `./${CLIENT}/features/${name}`,
    from: `./${CLIENT}/features`,
    except: [`./${name}`],
    message: 'A feature never imports another feature: move what both need to the shared layer (components, lib, hooks, api), or compose them in app/.',
  })),
  {
    target: `./${CLIENT}/features`,
    from: `./${CLIENT}/app`,
    message: 'Features never import the app: the app composes features, not the other way round.',
  },
  ...SHARED.map((folder) => ({
    target: `./${CLIENT}/${folder}`,
    from: [`./${CLIENT}/features`, `./${CLIENT}/app`],
    message: 'The shared layer never imports features or the app: pass what it needs in as props or arguments.',
  })),
];

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'server/src/db/migrations', 'bench/out'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { prefer: 'type-imports', fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
);
