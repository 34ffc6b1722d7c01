import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Architecture as lint rules (docs/architecture.md):
// - src/shared imports neither client nor server code;
// - src/server never imports client code;
// - src/client imports server code only as types (`import type { ApiType }`);
// - only src/server/config.ts reads process.env.
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
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
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
          ],
        },
      ],
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
              message: 'Client code may import only types from the server.',
              allowTypeImports: true,
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
    // Every ZIP from outside goes through src/server/lib/safe-zip.ts (ADR 0024): directory
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
