import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: "unit",
          include: [
            "src/domain/**/*.test.ts",
            "src/web/**/*.test.{ts,tsx}",
            "src/server/config.test.ts",
            "scripts/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        test: {
          name: "api",
          include: ["src/server/**/*.test.ts"],
          exclude: ["src/server/config.test.ts"],
          environment: "node",
          // Each file opens its own database; PGlite start-up dominates, so allow for a slow machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          env: { NODE_ENV: "production" },
        },
      },
    ],
  },
});
