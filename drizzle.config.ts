import { defineConfig } from 'drizzle-kit';

// Only `drizzle-kit generate` is used: it reads the schema and writes SQL, it never connects.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './src/db/migrations',
});
