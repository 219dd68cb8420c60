import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

/*
 * The layers, checked on every relative import (packages from node_modules are never relative, so they stay allowed):
 *   - a screen, src/features/<name>, imports only its own folder, src/client, src/contract, src/domain and src/ui (its
 *     tests and test helpers also src/testing);
 *   - src/ui never imports src/features;
 *   - src/client takes only the message protocol (src/worker/protocol.ts) from src/worker;
 *   - src/domain imports only itself and src/contract;
 *   - src/engine imports only itself and the packages in ENGINE_PACKAGES (an allow-list: anything new fails).
 * And no file is part of an import cycle (import-x/no-cycle).
 * Flat config cannot say "its own folder", and a relative import means a place only together with the folder of the
 * file that writes it, so one block is generated per folder (read from the disk when ESLint starts): each knows the
 * exact prefixes ("./", "../../client/", …) that lead where it may import. `no-restricted-imports` does not look at
 * `import()`, so `no-restricted-syntax` applies the same pattern to dynamic imports (the lazy screens and charts).
 */

/** The folders in `folder` (a path from the repository root, whatever folder ESLint was started in). */
const subfolders = (folder) =>
  readdirSync(join(import.meta.dirname, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => posix.join(folder, entry.name));

/** `folder` and every folder below it. */
const foldersUnder = (folder) => [folder, ...subfolders(folder).flatMap(foldersUnder)];

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** How an import written in `folder` starts when it leads into `target` (no climbing back out with a later "../"). */
function prefixInto(folder, target) {
  const path = posix.relative(folder, target) || '.';
  return `${escapeRegExp(path.startsWith('.') ? path : `./${path}`)}/(?!\\.\\./)`;
}

/** A relative import written in `folder` that leads into none of `allowed`. */
const leadsOutside = (folder, allowed) =>
  `^(?!${allowed.map((target) => prefixInto(folder, target)).join('|')})\\.\\.?/`;

/** A relative import written in `folder` that leads into `target`, except to the files named in `except`. */
const leadsInto = (folder, target, except = []) =>
  `^${prefixInto(folder, target)}${except.length ? `(?!(?:${except.map(escapeRegExp).join('|')})$)` : ''}`;

/** A block for the files of `folder` (not of its sub-folders): imports matching `pattern` fail with `message`. */
function importBlock(folder, names, pattern, message) {
  return {
    files: names.map((name) => `${folder}/${name}`),
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ regex: pattern, message }] }],
      'no-restricted-syntax': [
        'error',
        // esquery ends a regular expression at the first "/": the pattern's slashes are written \x2F there.
        {
          selector: `ImportExpression[source.value=/${pattern.replaceAll('/', '\\x2F')}/]`,
          message: `This import() is restricted: ${message}`,
        },
      ],
    },
  };
}

const SOURCES = ['*.ts', '*.tsx'];
const TEST_SOURCES = ['*.test.ts', '*.test.tsx', 'test-*.ts', 'test-*.tsx'];
const SHARED = ['src/client', 'src/contract', 'src/domain', 'src/ui'];

/**
 * Screen tests that may import more than src/testing, each with its reason. The builder's test against a service in
 * this process (sign-in, 401s) builds that service with the service's own harness, which src/testing does not offer.
 */
const TEST_EXCEPTIONS = [
  { folder: 'src/features/strategy', file: 'strategy-on-server.test.tsx', also: ['src/service/testing'] },
];

const featureBlocks = subfolders('src/features').flatMap((feature) => {
  const message = `${feature} imports only its own folder, src/client, src/contract, src/domain and src/ui (tests also src/testing): move what two screens share to src/ui, or reach the rest through src/client.`;
  const allowed = [feature, ...SHARED];
  // A sub-folder of a screen reaches its own files as "./", the screen's others as "../".
  return foldersUnder(feature).flatMap((folder) => [
    importBlock(folder, SOURCES, leadsOutside(folder, [folder, ...allowed]), message),
    importBlock(folder, TEST_SOURCES, leadsOutside(folder, [folder, ...allowed, 'src/testing']), message),
    ...TEST_EXCEPTIONS.filter((e) => e.folder === folder).map((e) =>
      importBlock(folder, [e.file], leadsOutside(folder, [folder, ...allowed, 'src/testing', ...e.also]), message),
    ),
  ]);
});

const uiBlocks = foldersUnder('src/ui').map((folder) =>
  importBlock(
    folder,
    SOURCES,
    leadsInto(folder, 'src/features'),
    'src/ui is shared by the screens and never imports src/features: move the piece to src/ui instead.',
  ),
);

const clientBlocks = foldersUnder('src/client').map((folder) =>
  importBlock(
    folder,
    SOURCES,
    leadsInto(folder, 'src/worker', ['protocol.ts']),
    'src/client talks to the worker by its messages only: of src/worker it imports protocol.ts and nothing else.',
  ),
);

/** `folder` and the folders above it up to `top` (a relative import reaches a parent as "../", not "../../top/"). */
const foldersUpTo = (folder, top) => (folder === top ? [top] : [folder, ...foldersUpTo(posix.dirname(folder), top)]);

const domainBlocks = foldersUnder('src/domain').map((folder) =>
  importBlock(
    folder,
    SOURCES,
    leadsOutside(folder, [...foldersUpTo(folder, 'src/domain'), 'src/contract']),
    'src/domain is what the screens know of strategies: it imports only itself and src/contract.',
  ),
);

/** The packages engine sources may import: none, so the engine runs unchanged in the worker, in Node and in tests. */
const ENGINE_PACKAGES = [];
/**
 * What engine tests may import besides: the test runner, the indicator library they cross-check against, the disk
 * for their fixtures, and the app's CSV parser and shared test data to read those fixtures as the app does.
 */
const ENGINE_TEST_PACKAGES = ['vitest', 'technicalindicators', 'node:fs'];
const ENGINE_TEST_FOLDERS = ['src/csv', 'src/testing'];

/** A bare import (a package, `node:*`) that is not one of `packages`. */
const packageOutside = (packages) =>
  `^(?!\\.\\.?/)${packages.length ? `(?!(?:${packages.map(escapeRegExp).join('|')})$)` : ''}`;

// The engine is pure: an allow-list of what it imports, so neither I/O, React nor any other layer of ours gets in.
const engineBlocks = foldersUnder('src/engine').flatMap((folder) => {
  const engine = foldersUpTo(folder, 'src/engine');
  const message = `src/engine is pure and imports only src/engine and the packages listed in eslint.config.js (sources: ${ENGINE_PACKAGES.join(', ') || 'none'}; tests also: ${ENGINE_TEST_PACKAGES.join(', ')}, ${ENGINE_TEST_FOLDERS.join(', ')}).`;
  return [
    importBlock(folder, SOURCES, `(?:${leadsOutside(folder, engine)})|(?:${packageOutside(ENGINE_PACKAGES)})`, message),
    importBlock(
      folder,
      TEST_SOURCES,
      `(?:${leadsOutside(folder, [...engine, ...ENGINE_TEST_FOLDERS])})|(?:${packageOutside([...ENGINE_PACKAGES, ...ENGINE_TEST_PACKAGES])})`,
      message,
    ),
  ];
});

export default tseslint.config(
  // scripts/lint-fixtures break the rules on purpose: scripts/lint-rules.test.ts lints them with the ignores off.
  {
    ignores: [
      'dist*/**',
      'test-results*/**',
      'node_modules/**',
      'public/**',
      'coverage/**',
      'scripts/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { result: _result, ...head } = task` leaves a field out without a cast.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    // Type-only imports are left out (they vanish at build time); every other cycle fails.
    files: ['**/*.{ts,tsx,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The engine is pure: it runs in the worker, in Node and in tests alike (its imports: engineBlocks).
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The engine has no clock.' }],
    },
  },
  ...featureBlocks,
  ...uiBlocks,
  ...clientBlocks,
  ...domainBlocks,
  ...engineBlocks,
);
