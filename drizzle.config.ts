import { defineConfig } from 'drizzle-kit'

// Migrations are generated from the schema and committed; the app applies them at start-up
// on both engines (PGlite and PostgreSQL), so the SQL must stay plain PostgreSQL.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/*.ts',
  out: './src/server/db/migrations',
  casing: 'snake_case',
})
