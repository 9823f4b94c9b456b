import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import { boundaryRules } from './eslint.boundaries.mjs';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    rules: {
      // `any` needs a comment saying why (developers' brief): the disable comment is that record.
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // One link: @/ui/link (no prefetch of per-request pages unless asked for).
      'no-restricted-imports': ['error', { paths: [{ name: 'next/link', message: "Use Link from '@/ui/link'." }] }],
    },
  },
  { files: ['src/ui/link.tsx'], rules: { 'no-restricted-imports': 'off' } },
  // Module boundaries and no import cycles, in the code that ships (tests and benches may reach in).
  {
    files: ['src/**/*.{ts,tsx}', 'app/**/*.{ts,tsx}', 'demo/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: boundaryRules,
    // Never parse dependencies for the cycle check: only our own files can form a cycle.
    settings: { 'import/ignore': ['node_modules'] },
  },
  // Formatting is Prettier's (checked by `npm run lint`): no stylistic ESLint rule to disagree with it.
  prettier,
  globalIgnores(['.next/**', '.next-*/**', 'node_modules/**', 'data/**', 'next-env.d.ts', 'src/db/migrations/**', 'tmp/**']),
]);
