import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's imports flow one way: a feature imports only components/, hooks/, lib/, testing/ (in
// tests), the contract and itself; shared code imports no feature and not app/; only app/ (and main.tsx,
// which mounts it) composes features. Zones come from the folders of features/; type-only imports count.
const web = 'apps/web/src';
const features = readdirSync(join(import.meta.dirname, web, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...features.map((feature) => ({
    target: `${web}/features/${feature}`,
    from: `${web}/features`,
    except: [`./${feature}`],
    message: `The ${feature} feature may not import another feature: move the shared piece down into components/, hooks/ or lib/, or compose the features in src/app.`,
  })),
  {
    target: `${web}/features`,
    from: `${web}/app`,
    message: 'Only src/app (and main.tsx) may import from src/app.',
  },
  {
    target: [`${web}/components`, `${web}/hooks`, `${web}/lib`, `${web}/testing`],
    from: [`${web}/features`, `${web}/app`],
    message: 'Shared code may import neither a feature nor src/app.',
  },
];
const testHelpersZone = {
  target: web,
  from: `${web}/testing`,
  message: 'src/testing holds test helpers: only tests and other test helpers may import it.',
};
const webTestFiles = ['**/*.test.{ts,tsx}', `${web}/testing/**`, `${web}/features/*/testing/**`];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      'bench/.scratch/**',
      '**/node_modules/**',
      'data/**',
      '**/drizzle/**',
    ],
  },
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
    // Scripts the browser runs as they are (apps/web/public is copied into the build untouched).
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
    },
  },
  {
    // Outside the tests the same zones hold, and the test helpers are off limits.
    files: [`${web}/**/*.{ts,tsx}`],
    ignores: webTestFiles,
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: [...webZones, testHelpersZone] },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.ts', 'bench/**/*.ts', 'e2e/**/*.ts', '**/*.config.*', '**/*.mjs'],
    rules: { 'no-console': 'off' },
  },
);
