import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it reads the schema and writes SQL, it never connects.
// Each table lives with the module that owns it (docs/architecture.md, "Where each table lives").
export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/tables.ts', './src/platform/tables.ts'],
  out: './src/db/migrations',
});
