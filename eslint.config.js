import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture as lint rules (docs/architecture.md):
// - src/shared imports neither client nor server code;
// - src/server never imports client code;
// - src/client never imports server code (the two sides meet in src/shared);
// - only src/server/config.ts reads process.env;
// - a client feature imports another feature only through the files that feature exposes
//   (features compose in src/client/app; ADR 0028).

const FEATURES_DIR = 'src/client/features';

/** The runtime boundaries, which every file's zones start with. */
const RUNTIME_ZONES = [
  {
    target: './src/shared',
    from: ['./src/client', './src/server'],
    message: 'src/shared must stay runtime-neutral.',
  },
  {
    target: './src/server',
    from: './src/client',
    message: 'The server never imports client code.',
  },
];

/**
 * What a client feature deliberately offers the others, as files (no barrels: a barrel
 * would pull a whole feature into every route chunk that touches one of its parts).
 * Paths are relative to the feature's folder.
 */
const FEATURE_PUBLIC_FILES = {
  // Who is signed in: the root, the layout and every screen read the session state.
  auth: ['auth-context.tsx'],
  // A target job's keywords as a query: the builder's panel and the letter's checks share one cache.
  'ats-keywords': ['keywords-api.ts'],
  // The documents API client: a visitor's letter moves into the account as a document.
  documents: ['api/documents-api-client.ts'],
  // How many pages the live preview drew, for the ATS check's length rule.
  export: ['rendered-pages-store.ts'],
};

const features = fs
  .readdirSync(path.join(import.meta.dirname, FEATURES_DIR), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One zone per feature: it may import its own files and the others' public files; the layers
 * under the features (components, lib) import only public files.
 */
function featureZones() {
  const publicFiles = (except) =>
    Object.entries(FEATURE_PUBLIC_FILES)
      .filter(([feature]) => feature !== except)
      .flatMap(([feature, files]) => files.map((file) => `./${feature}/${file}`));
  return [
    ...features.map((feature) => ({
      target: `./${FEATURES_DIR}/${feature}`,
      from: `./${FEATURES_DIR}`,
      except: [`./${feature}`, ...publicFiles(feature)],
      message:
        'Features compose in src/client/app; import another feature only through the files it exposes (FEATURE_PUBLIC_FILES in eslint.config.js, ADR 0028).',
    })),
    {
      target: ['./src/client/components', './src/client/lib'],
      from: `./${FEATURES_DIR}`,
      except: publicFiles(null),
      message: 'Shared client code does not depend on features (ADR 0028).',
    },
  ];
}

const restrictedPaths = () => [
  'error',
  { basePath: import.meta.dirname, zones: [...RUNTIME_ZONES, ...featureZones()] },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'data',
      'coverage',
      'test-results',
      'playwright-report',
      '.tmp',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: './tsconfig.json',
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'import-x/no-restricted-paths': restrictedPaths(),
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='process'][property.name='env']",
          message: 'Read configuration through src/server/config.ts.',
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#server/**', '**/server/**'],
              message: 'Client code never imports server code; the two sides meet in src/shared.',
            },
          ],
        },
      ],
    },
  },
  {
    // One HTTP layer in the client (ADR 0027): every call of our API goes through
    // src/client/lib/api/, which parses answers and throws one ApiError. The render worker,
    // where react-pdf loads fonts, is the one other place allowed to fetch.
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/lib/api/**', 'src/client/features/export/render.worker.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Call the API through src/client/lib/api/ (request, requestFile).',
        },
      ],
      'no-restricted-properties': [
        'error',
        ...['window', 'globalThis', 'self'].map((object) => ({
          object,
          property: 'fetch',
          message: 'Call the API through src/client/lib/api/ (request, requestFile).',
        })),
      ],
    },
  },
  {
    // Every ZIP from outside goes through src/server/lib/safe-zip.ts (ADR 0026): directory
    // checks, a streaming inflater that refuses entries larger than declared, a worker thread
    // with a time limit. Tests may unzip what the server itself made.
    files: ['src/server/**/*.ts'],
    ignores: [
      'src/server/**/*.test.ts',
      'src/server/**/*.test-support.ts',
      'src/server/security/attack-kit.ts',
      'src/server/lib/safe-zip.ts',
      'src/server/features/cv-import/extract-docx-text.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'fflate',
              importNames: [
                'unzipSync',
                'unzip',
                'Unzip',
                'UnzipInflate',
                'AsyncUnzipInflate',
                'inflateSync',
                'inflate',
                'Inflate',
                'AsyncInflate',
                'decompressSync',
                'decompress',
              ],
              message:
                'Open ZIPs from outside with src/server/lib/safe-zip.ts (and safe-unzip.ts).',
            },
            {
              name: 'mammoth',
              message:
                'mammoth reads DOCX files only in extract-docx-text.ts, from verifiedDocx().',
            },
            {
              name: 'jszip',
              message:
                'Open ZIPs from outside with src/server/lib/safe-zip.ts (and safe-unzip.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/config.ts', '*.config.{ts,js}', 'scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // Every spec runs on e2e/fixtures.ts, whose `test` fails on unexpected console output.
    files: ['e2e/specs/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              importNames: ['test'],
              message: 'Import `test` from e2e/fixtures.ts (or e2e/fixtures/test.ts).',
            },
          ],
        },
      ],
    },
  },
);
