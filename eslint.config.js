import js from '@eslint/js';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist*/**', 'test-results*/**', 'node_modules/**', 'public/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // The engine is pure: it runs in the worker, in Node and in tests alike.
    files: ['src/engine/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['node:*', 'fs', 'path', 'react', 'react-*'],
              message: 'src/engine is pure: no I/O, no DOM, no React.',
            },
            {
              group: ['**/service/**', '**/contract/**', '**/cli/**', '**/node/**', '**/csv/**'],
              message: 'src/engine imports nothing of ours outside the engine.',
            },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage'],
      'no-restricted-properties': ['error', { object: 'Date', property: 'now', message: 'The engine has no clock.' }],
    },
  },
);
