import { defineConfig } from 'drizzle-kit';

// Migrations are generated from src/db/schema.ts and applied at start-up on both databases.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
