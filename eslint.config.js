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

/**
 * The server's boundaries (docs/decisions/029-plugin-graph-and-boundaries.md). Foundations (config/,
 * db/, lib/, storage/) know nothing of the features: they never import modules/, plugins/ or the
 * composition (app.ts, server.ts, startup.ts, services.ts, routes/). Modules and plugins never import the
 * composition, nor any module's route files (only routes/ composes them). A route file speaks HTTP over a
 * service: it never imports the database (db/ types included, except in the modules other work is
 * restructuring, listed below until they are done). Import cycles are errors (type-only imports aside).
 */
const SERVER = 'server/src';
const COMPOSITION = [`./${SERVER}/app.ts`, `./${SERVER}/server.ts`, `./${SERVER}/startup.ts`, `./${SERVER}/services.ts`, `./${SERVER}/routes`];
const serverZones = [
  ...['config', 'db', 'lib', 'storage'].map((folder) => ({
    target: `./${SERVER}/${folder}`,
    from: [`./${SERVER}/modules`, `./${SERVER}/plugins`, ...COMPOSITION],
    message: 'Foundations (config, db, lib, storage) never import features, plugins or the composition: pass what they need in.',
  })),
  {
    target: [`./${SERVER}/modules`, `./${SERVER}/plugins`],
    from: COMPOSITION,
    message: 'Modules and plugins never import the composition (app.ts, server.ts, startup.ts, services.ts, routes/): it imports them.',
  },
  {
    target: `./${SERVER}/modules`,
    from: `./${SERVER}/plugins`,
    message: 'Modules never import plugins/ (one file per registered plugin): what a plugin makes reaches them as a decorator or an option; the guards are modules/auth/guards.ts.',
  },
  {
    target: [`./${SERVER}/modules`, `./${SERVER}/plugins`],
    from: [`./${SERVER}/modules/*/*routes.ts`],
    message: 'Route files are composed only in server/src/routes/: import the service behind them instead.',
  },
  {
    target: `./${SERVER}/modules/**/*routes.ts`,
    from: `./${SERVER}/db`,
    message: 'A route file never touches the database: put the query in the module\'s service or repository.',
  },
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
    // Who is signed in lives in one place: the session query, read through useSession and changed
    // through setSessionUser or refreshSession (client/src/api/auth/session.ts). Server data, public
    // pages' too, comes through TanStack Query only (client/README.md).
    files: ['client/**/*.{ts,tsx}'],
    ignores: ['client/src/api/auth/session.ts', 'client/src/api/auth/session.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api/auth/session'],
              importNames: ['sessionQueryOptions', 'getUser', 'REMEMBERED_USER_KEY'],
              message: 'Read the signed-in user through useSession() and change it through setSessionUser or refreshSession.',
            },
            {
              group: ['**/user-cache', '**/session-role', '**/session-check', '**/api/auth/get-user', '**/use-public-data'],
              message: 'Gone: the signed-in user is the session query (useSession in api/auth/session.ts), and server data comes through TanStack Query.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['server/src/**/*.test.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Without the TypeScript extensions and parser, no-cycle cannot read the imported files and finds nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      // Type-only imports are not cycles at run time and are ignored by the rule.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: serverZones }],
    },
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**', '**/*.test.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // vi.waitFor gives up after 1 s, which a loaded CI machine exceeds: browser tests poll through
    // eventually() (e2e/support/eventually.ts), which allows as long as a Playwright action.
    files: ['e2e/**/*.ts'],
    ignores: ['e2e/support/eventually.ts'],
    rules: {
      'no-restricted-properties': ['error', { object: 'vi', property: 'waitFor', message: 'Poll with eventually() from e2e/support/eventually.ts.' }, { object: 'vi', property: 'waitUntil', message: 'Poll with eventually() from e2e/support/eventually.ts.' }],
    },
  },
  {
    // Every date a person reads is the business day, written by shared/format.ts alone (decision 037).
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/**/*.ts', 'scripts/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['shared/format.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        ...['toLocaleDateString', 'toLocaleTimeString'].map((property) => ({ property, message: 'Write dates with formatDate or formatDateTime from shared/format.ts (the business day).' })),
        { object: 'Intl', property: 'DateTimeFormat', message: 'Write dates with formatDate or formatDateTime from shared/format.ts (the business day).' },
      ],
    },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'shared/**/*.ts', 'server/src/**/*.ts', 'scripts/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='slice'][callee.object.callee.property.name='toISOString']",
          message: "An instant's UTC day is nobody's day: use businessDay from shared/format.ts.",
        },
      ],
    },
  },
);
