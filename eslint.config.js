import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/drizzle/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'smart'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Imports flow one way: shared (components, lib) -> features -> app.
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/app/*', '**/app'], message: 'Only src/app may import from src/app.' }] },
      ],
    },
  },
  {
    // The entry point mounts the app.
    files: ['apps/web/src/main.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/app/*', '**/app'], message: 'Shared code may not import from src/app.' },
            { group: ['**/features/*', '**/features'], message: 'Shared code may not import from features.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.config.*', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
