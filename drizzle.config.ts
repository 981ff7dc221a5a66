import { defineConfig } from "drizzle-kit";

// Migrations are plain PostgreSQL: the same files run on embedded PGlite and on a real server.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema.ts",
  out: "./src/server/db/migrations",
});
